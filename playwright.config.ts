import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * End-to-end tests run in a real Chromium against the production build (`public/`), served by
 * `gatsby serve` on a port of their own so a running `npm start` does not get in the way.
 * The browser is, in order: $CHROME_PATH, Debian's /usr/bin/chromium, Playwright's download.
 */
function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

const port = Number(process.env.E2E_PORT ?? 9123);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One browser at a time in CI: on a 2-core machine a second browser (axe scans, builds of
  // chunks) starves the timing-bound checks, such as /liveupdate rendering within a second.
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous: axe scans of long pages take several seconds on a loaded 2-core machine.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx gatsby serve --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

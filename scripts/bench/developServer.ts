/**
 * `gatsby develop` on a throw-away copy of the site, as an author runs it: the bench times edits
 * against it (develop.ts) and `e2e/develop.spec.ts` proves pages open and edits arrive. Edits go
 * to the copy, so they never touch the repository nor the production build in public/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Page } from '@playwright/test';

const ROOT = join(__dirname, '..', '..');

/** What `gatsby develop` reads: the site's code, configuration and content. */
const SITE_FILES = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tailwind.config.js',
  'postcss.config.js',
  'src',
  'content',
  'solutions',
  'data',
];

export interface DevelopServer {
  /** The copy of the site the server runs on. */
  site: string;
  origin: string;
  /** Everything the server printed so far, without colours, to match and quote. */
  output: () => string;
  /** Rewrites a file of the copy (`file` relative to the site root). */
  edit: (file: string, change: (text: string) => string) => void;
  read: (file: string) => string;
  write: (file: string, text: string) => void;
  stop: () => void;
}

/**
 * Copies the site, starts `gatsby develop` on it and resolves once the server has written every
 * page's data and serves it. It listens long before that: a page opened in between gets a 404 for
 * its data and stays blank, and a request for a page's data while the bundle builds makes the
 * server give up on that page.
 */
export async function startDevelopServer(port: number, timeoutMs: number): Promise<DevelopServer> {
  const site = mkdtempSync(join(tmpdir(), 'cp-guide-develop-'));
  for (const entry of SITE_FILES) cpSync(join(ROOT, entry), join(site, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    join(ROOT, 'node_modules', '.bin', 'gatsby'),
    ['develop', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: site, env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' } },
  );
  let output = '';
  const record = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const server: DevelopServer = {
    site,
    origin,
    output: () => output,
    read: (file) => readFileSync(join(site, file), 'utf8'),
    write: (file, text) => writeFileSync(join(site, file), text),
    edit: (file, change) => server.write(file, change(server.read(file))),
    stop: () => {
      child.kill('SIGTERM');
      rmSync(site, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilServing(child, origin, () => output, Date.now() + timeoutMs);
  } catch (error) {
    server.stop();
    throw error;
  }
  return server;
}

async function waitUntilServing(
  child: ChildProcess,
  origin: string,
  output: () => string,
  deadline: number,
): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gatsby develop exited:\n${output()}`);
    if (/success Writing page-data\.json/.test(output())) {
      const response = await fetch(`${origin}/page-data/index/page-data.json`);
      if (response.ok) return;
      throw new Error(
        `gatsby develop wrote the pages' data but serves none (${response.status}):\n${output().slice(-3000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`gatsby develop did not serve ${origin} in time:\n${output().slice(-3000)}`);
}

/**
 * Opens `url` of the development server and waits until the page shows its heading and has
 * hydrated: only then is it subscribed to the server's updates of its data, so an edit made
 * earlier would never show.
 */
export async function openHydrated(page: Page, url: string, timeoutMs: number): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: timeoutMs });
  await page
    .locator('html[data-hydrated="true"]')
    .waitFor({ state: 'attached', timeout: timeoutMs });
}

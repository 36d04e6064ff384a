/** Where things are and what machine we run on. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { MachineInfo } from './types';

export const ROOT = resolve(__dirname, '..', '..');
export const PUBLIC_DIR = join(ROOT, 'public');
/** Scratch space (git-ignored): the synthetic corpus, Lighthouse reports. */
export const SCRATCH_DIR = join(ROOT, '.bench');

export function binPath(name: string): string {
  return join(ROOT, 'node_modules', '.bin', name);
}

/** The same order as playwright.config.ts: $CHROME_PATH, Debian's chromium, Playwright's. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path!));
  if (found) return found;
  // Playwright's own download (CI: `npx playwright install chromium`).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { chromium } = require('@playwright/test') as typeof import('@playwright/test');
  const path = chromium.executablePath();
  if (!existsSync(path)) {
    throw new Error('No Chromium: set CHROME_PATH or install one (see README, Prerequisites).');
  }
  return path;
}

/** Flags for every Chromium the bench starts (shared machine, no sandbox in containers). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .replace(/\s+built on.*$/, '');
  } catch {
    return `unknown (${path})`;
  }
}

export function currentLoad(): number {
  return Math.round(loadavg()[0] * 100) / 100;
}

export function describeMachine(chromiumPath: string, loadStart: number): MachineInfo {
  return {
    date: new Date().toISOString(),
    cpus: availableParallelism(),
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    chromium: chromiumVersion(chromiumPath),
    loadStart,
    loadEnd: currentLoad(),
  };
}

export function readPackageScripts(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return pkg.scripts ?? {};
}

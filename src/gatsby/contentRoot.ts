/**
 * The directory holding `content/` and `solutions/`: the site root, unless `CONTENT_ROOT` names
 * another tree. The override exists for benchmarks, e.g. building the synthetic corpus:
 * `npm run generate:corpus -- /tmp/corpus && CONTENT_ROOT=/tmp/corpus npx gatsby build`.
 */
import { resolve } from 'node:path';

export function resolveContentRoot(siteRoot: string, env = process.env): string {
  const override = env.CONTENT_ROOT?.trim();
  return override ? resolve(siteRoot, override) : siteRoot;
}

/**
 * The real compiler, run in one Node process: its packages are ESM-only, which Jest's module
 * system does not load, so the cases go in and come back as JSON.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { CompileArticleResult } from '../compileArticle';

const root = join(__dirname, '..', '..', '..');

export function compileAll(cases: Record<string, { text: string; strictResources?: boolean }>) {
  const script = `
    const { compileArticle } = require(${JSON.stringify(join(root, 'src/mdx/compileArticle.ts'))});
    const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    const out = {};
    for (const [name, c] of Object.entries(cases)) out[name] = compileArticle(c.text, c);
    process.stdout.write(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ['-r', 'sucrase/register', '-e', script], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<string, CompileArticleResult>;
}

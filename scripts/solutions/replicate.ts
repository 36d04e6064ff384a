/**
 * `node -r sucrase/register scripts/solutions/replicate.ts <outDir> [count]`: a tree of `count`
 * solutions (default 900) for measuring `npm run check:solutions` at scale: the guide's own
 * solutions copied round-robin, each copy's programs given a comment of their own so that no
 * two are the same source (the check compiles a repeated program only once). Then
 * `npm run check:solutions -- <outDir>`.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findCodeBlocks } from '../../src/content-model/snippets';

const COMMENT = { cpp: '//', java: '//', py: '#' } as const;

/** The MDX with a line `// copy <n>` opening each program. */
export function markCopy(mdx: string, copy: number): string {
  const lines = mdx.split('\n');
  const blocks = findCodeBlocks(mdx).filter((block) => block.language);
  // From the last block up, so earlier line numbers stay right.
  for (const block of blocks.reverse()) {
    lines.splice(block.line, 0, `${COMMENT[block.language!]} copy ${copy}`);
  }
  return lines.join('\n');
}

function main() {
  const [outDir, countArg] = process.argv.slice(2);
  if (!outDir) {
    console.error(
      'Usage: node -r sucrase/register scripts/solutions/replicate.ts <outDir> [count]',
    );
    process.exitCode = 1;
    return;
  }
  const count = Number(countArg ?? 900);
  const source = resolve(__dirname, '..', '..', 'solutions');
  const originals = readdirSync(source, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(source, dir.name))
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => ({ section: dir.name, id: name.replace(/\.mdx$/, '') })),
    );
  for (let copy = 0; copy < count; copy++) {
    const { section, id } = originals[copy % originals.length];
    const dir = join(resolve(outDir), 'solutions', section);
    mkdirSync(dir, { recursive: true });
    const text = readFileSync(join(source, section, `${id}.mdx`), 'utf8');
    writeFileSync(join(dir, `${id}-${copy}.mdx`), markCopy(text, copy));
    copyFileSync(join(source, section, `${id}.cases.json`), join(dir, `${id}-${copy}.cases.json`));
  }
  console.log(`Wrote ${count} solutions (copies of ${originals.length}) to ${resolve(outDir)}.`);
}

if (require.main === module) main();

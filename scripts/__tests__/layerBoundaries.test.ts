/**
 * @jest-environment node
 *
 * The layers' import rules are lint rules (eslint.config.mjs): each boundary fails lint when
 * crossed, and the same import is fine where the layer allows it.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * The messages ESLint gives each code as if it were the file at its path: one ESLint process for
 * every case (loading it takes seconds; Jest's module system cannot load its ESM config itself).
 */
function lintAll(inputs: readonly { path: string; code: string }[]): Promise<string[][]> {
  const script = `
    const { ESLint } = require('eslint');
    const inputs = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const { path, code } of inputs) {
        const [result] = await eslint.lintText(code, { filePath: path });
        out.push(result.messages.map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', script, JSON.stringify(inputs)],
      { cwd: ROOT, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`eslint failed: ${stderr}`));
        else resolve(JSON.parse(stdout) as string[][]);
      },
    );
  });
}

const cases: [string, string, string, RegExp | null][] = [
  [
    'a component importing a template',
    'src/components/mdx/Bad.ts',
    "export { default } from '../../templates/module';\n",
    /Components are used by templates/,
  ],
  [
    'a template importing a component',
    'src/templates/good.ts',
    "export { ContentArticle } from '../components/mdx/ContentArticle';\n",
    null,
  ],
  [
    'a component importing content',
    'src/components/liveupdate/Bad.ts',
    "export { default } from '../../../content/tags';\n",
    /Content reaches components as data/,
  ],
  [
    'a page importing content',
    'src/pages/good.ts',
    "export { default } from '../../content/tags';\n",
    null,
  ],
  [
    'the build glue importing a component',
    'src/gatsby/bad.ts',
    "export { Article } from '../components/mdx/Article';\n",
    /src\/gatsby\/ runs in the build/,
  ],
  [
    'a component importing Firebase',
    'src/components/layout/Bad.ts',
    "export { initializeApp } from 'firebase/app';\n",
    /Only src\/user-data\/sync\/firebase/,
  ],
];

// One door into src/user-data/, its barrel: [importing file, what it imports].
const DOOR = /import the user-data layer from its barrel/;
const refusedDoorImports = [
  ['src/components/layout/x.ts', '../../user-data/sync/SyncProvider'],
  ['src/pages/x.ts', '../user-data/store'],
  ['src/components/layout/__tests__/x.test.ts', '../../../user-data/sync/memoryBackend'],
  ['gatsby-x.tsx', './src/user-data/darkMode'],
];
const allowedDoorImports = [
  ['src/components/layout/x.ts', '../../user-data'],
  // src/components/user-data/ is another folder of the same name.
  ['src/components/deferred/x.ts', '../user-data/choiceStyles'],
  // The layer's own tests may import its files.
  ['src/user-data/sync/__tests__/x.test.ts', '../syncController'],
];
for (const [imports, refused] of [
  [refusedDoorImports, DOOR],
  [allowedDoorImports, null],
] as const) {
  for (const [path, from] of imports) {
    cases.push([`${path} importing ${from}`, path, `export * from '${from}';\n`, refused]);
  }
}

describe('layer boundaries', () => {
  let messages: string[][];
  beforeAll(async () => {
    messages = await lintAll(cases.map(([, path, code]) => ({ path, code })));
  }, 60_000);

  it.each(cases.map((c, i) => [...c, i] as const))('%s', (_name, _path, _code, expected, i) => {
    if (expected) expect(messages[i]).toEqual([expect.stringMatching(expected)]);
    else expect(messages[i]).toEqual([]);
  });
});

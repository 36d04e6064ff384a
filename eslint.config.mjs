// Lint enforces the layers of docs/architecture.md (what each layer may import) as well as style.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const firebaseBan = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message:
    'Only src/user-data/sync/firebase*.ts may import Firebase (loaded with dynamic import()).',
};

/** `no-restricted-imports` with the Firebase ban and these patterns (a later block replaces an earlier one's list). */
const restrictImports = (...patterns) => ['error', { patterns: [firebaseBan, ...patterns] }];

const layerBans = {
  templates: {
    group: ['**/templates/*'],
    message:
      'Components are used by templates, never the reverse: move what you need into src/components/.',
  },
  content: {
    group: ['**/content/*'],
    message:
      'Content reaches components as data (page data, or props from a page), never by import.',
  },
  components: {
    group: ['**/components/*', '**/components/**'],
    message:
      'src/gatsby/ runs in the build: share constants through src/mdx/ or src/content-model/, not components.',
  },
};

/**
 * src/user-data/ has one door, its barrel (index.ts): outside it, no file imports a file inside
 * it (its own tests may). Imports are matched as written, and src/components/user-data/ has the
 * same name, so the ban names src/user-data/ by how far up the importing file climbs to reach
 * it: from a file `depth` folders below src/, '../' × depth + 'user-data/…'; from any file,
 * '…src/user-data/…' (the spelling outside src/). It is its own rule (typescript-eslint's twin
 * of no-restricted-imports), so the layer bans above keep their lists beside it.
 */
const userDataDoor = (depth) => {
  const fromSrc = depth === 0 ? '\\./' : `(\\.\\./){${depth}}`;
  const outside = '(^|/)src/user-data/.';
  return {
    regex: depth === null ? outside : `^${fromSrc}user-data/.|${outside}`,
    message:
      "Outside src/user-data/, import the user-data layer from its barrel ('…/user-data'), never a file inside it; add an export to src/user-data/index.ts if you need one.",
  };
};
const doorRule = (depth) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [userDataDoor(depth)] }],
});
const userDataDoorBlocks = [
  // Depths 0 to 10: far deeper than any source folder.
  ...Array.from({ length: 11 }, (_, depth) => ({
    files: [`src/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['src/user-data/**'],
    rules: doorRule(depth),
  })),
  { files: ['*.{ts,tsx}', 'scripts/**/*.ts', 'e2e/**/*.ts'], rules: doorRule(null) },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'static/',
      'src/content-model/__fixtures__/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react/prop-types': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': restrictImports(),
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': restrictImports(layerBans.templates, layerBans.content) },
  },
  {
    files: ['src/gatsby/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': restrictImports(layerBans.components) },
  },
  {
    // The content model is pure: it must run in a unit test or a CLI with no Gatsby, React or browser.
    files: ['src/content-model/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        group: ['gatsby', 'gatsby-*', 'react', 'react-dom', 'react/*'],
        message: 'src/content-model/ is pure TypeScript.',
      }),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
    },
  },
  {
    // Only the user-data store's storage adapter talks to localStorage.
    files: ['src/components/**/*.{ts,tsx}', 'src/pages/**/*.tsx', 'src/templates/**/*.tsx'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use the user-data store hooks (src/user-data/).' },
        { name: 'sessionStorage', message: 'Use the user-data store hooks (src/user-data/).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use the user-data store hooks.' },
      ],
    },
  },
  ...userDataDoorBlocks,
  {
    files: ['src/user-data/sync/firebase*.ts', 'src/user-data/sync/__tests__/*.emulator.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', 'src/test-utils/**', 'jest.setup.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);

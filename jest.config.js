/**
 * Unit and component tests. Type checking is `npm run typecheck`'s job, so ts-jest only
 * transpiles here (isolatedModules), which keeps the suite fast.
 * @type {import('jest').Config}
 */
// ESM-only packages that ts-jest turns into CommonJS like our own files: github-slugger (the
// slugs rehype-slug gives headings, reused by the search index) and hast-util-to-html with its
// dependencies (the serialiser of src/mdx/rehypeStaticHtml.ts).
const esmPackages = [
  'github-slugger',
  'hast-util-to-html',
  'hast-util-whitespace',
  'html-void-elements',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'stringify-entities',
  'character-entities-html4',
  'character-entities-legacy',
  'ccount',
  'zwitch',
].join('|');

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>'],
  modulePathIgnorePatterns: ['<rootDir>/public/', '<rootDir>/.cache/'],
  testMatch: ['**/__tests__/**/*.test.ts', '**/__tests__/**/*.test.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          isolatedModules: true,
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          resolveJsonModule: true,
        },
      },
    ],
    [`/node_modules/(${esmPackages})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, isolatedModules: true, module: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/src/test-utils/styleMock.js',
    '^gatsby$': '<rootDir>/src/test-utils/gatsbyMock.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // *.emulator.test.ts need the Firebase emulators: `npm run test:emulators` (jest.emulators.config.js).
  testPathIgnorePatterns: [
    '/node_modules/',
    '/public/',
    '/.cache/',
    '/e2e/',
    '\\.emulator\\.test\\.ts$',
  ],
};

/**
 * Unit and component tests. Type checking is `npm run typecheck`'s job, so ts-jest only
 * transpiles here (isolatedModules), which keeps the suite fast.
 * @type {import('jest').Config}
 */
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
    '/node_modules/github-slugger/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, isolatedModules: true, module: 'commonjs' } },
    ],
  },
  // github-slugger (the slugs rehype-slug gives headings, reused by the search index) is
  // ESM-only: let ts-jest turn it into CommonJS like our own files.
  transformIgnorePatterns: ['/node_modules/(?!github-slugger/)'],
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

/**
 * The sync contract suite and the Firestore rules tests against the real Firebase emulators.
 * Run with `npm run test:emulators` after starting the emulators (see README). Every variable
 * below must be set: these tests fail rather than skip when the emulators are missing.
 * @type {import('jest').Config}
 */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  testEnvironment: 'node',
  testMatch: ['**/__tests__/**/*.emulator.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/', '/e2e/'],
  testTimeout: 20000,
};

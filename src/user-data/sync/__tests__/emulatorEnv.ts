/** Reads the emulator hosts; throws (so the suite fails, never skips) when one is missing. */
export function requireEmulatorHosts(): { auth: string; firestore: string; database: string } {
  const hosts = {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
    database: process.env.FIREBASE_DATABASE_EMULATOR_HOST,
  };
  const missing = Object.entries({
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
    FIREBASE_DATABASE_EMULATOR_HOST: hosts.database,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(
      `The emulator tests need ${missing.join(', ')} (e.g. FIRESTORE_EMULATOR_HOST=127.0.0.1:8080). ` +
        'Run them under the emulators with `npm run test:emulators:exec` (needs Java 21), or start ' +
        'the emulators first: npx firebase-tools emulators:start --only auth,firestore,database',
    );
  }
  return hosts as { auth: string; firestore: string; database: string };
}

export const EMULATOR_PROJECT_ID = 'demo-cp-guide';

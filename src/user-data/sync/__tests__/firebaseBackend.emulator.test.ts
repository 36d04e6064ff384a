import { createFirebaseBackend, type FirebaseBackend } from '../firebaseBackend';
import { describeSyncBackendContract } from './syncContract';
import { EMULATOR_PROJECT_ID, requireEmulatorHosts } from './emulatorEnv';

describeSyncBackendContract('Firebase emulators', async () => {
  const emulators = requireEmulatorHosts();
  const settings = {
    apiKey: 'demo-key',
    projectId: EMULATOR_PROJECT_ID,
    authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
    databaseURL: `http://${emulators.database}?ns=${EMULATOR_PROJECT_ID}-default-rtdb`,
  };
  const a = createFirebaseBackend(settings, { emulators });
  const b = createFirebaseBackend(settings, { emulators });
  return {
    a,
    b,
    signIn: (client, uid) => (client as FirebaseBackend).signInWithTestCredential(uid),
    setOnline: (client, online) => (client as FirebaseBackend).setNetworkEnabled(online),
    async cleanup() {
      await Promise.all([a.signOut(), b.signOut()]);
    },
  };
});

import { createFirebaseProducts } from '../firebaseProducts';

const calls: string[] = [];

jest.mock('firebase/app', () => ({
  initializeApp: () => ({ name: 'test-app' }),
}));
jest.mock('firebase/database', () => ({
  forceWebSockets: () => calls.push('forceWebSockets'),
  getDatabase: () => {
    calls.push('getDatabase');
    return { kind: 'database' };
  },
  connectDatabaseEmulator: () => calls.push('connectDatabaseEmulator'),
}));

const SETTINGS = {
  apiKey: 'test-key',
  authDomain: 'demo-cp-guide.firebaseapp.com',
  projectId: 'demo-cp-guide',
};

describe('createFirebaseProducts', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('never lets presence fall back to long polling, whose scripts the page policy refuses', async () => {
    const products = createFirebaseProducts(SETTINGS);
    await products.database();
    expect(calls).toEqual(['forceWebSockets', 'getDatabase']);
  });

  it('sets the database up once however often it is asked for', async () => {
    const products = createFirebaseProducts(SETTINGS, {
      emulators: { database: '127.0.0.1:9010' },
    });
    await Promise.all([products.database(), products.database()]);
    expect(calls).toEqual(['forceWebSockets', 'getDatabase', 'connectDatabaseEmulator']);
  });
});

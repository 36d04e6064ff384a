/**
 * Firebase settings from the build's environment. Gatsby inlines `process.env.GATSBY_*` at build
 * time, so each variable must be named literally here. With no API key or project the site is
 * local-only: sign-in is hidden and no Firebase code is ever requested.
 */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  databaseURL?: string;
  appId?: string;
}

export function readFirebaseSettings(): FirebaseSettings | null {
  const apiKey = process.env.GATSBY_FIREBASE_API_KEY;
  const projectId = process.env.GATSBY_FIREBASE_PROJECT_ID;
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: process.env.GATSBY_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    databaseURL: process.env.GATSBY_FIREBASE_DATABASE_URL || undefined,
    appId: process.env.GATSBY_FIREBASE_APP_ID || undefined,
  };
}

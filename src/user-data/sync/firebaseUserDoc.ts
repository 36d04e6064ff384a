/** The student's cloud document, `users/{uid}` in Firestore: live reads and merge writes. */
import type { FirebaseProducts } from './firebaseProducts';
import { toSyncError } from './firebaseErrors';
import { deferSubscription } from './deferSubscription';
import type { CloudUserDoc, FieldChange, SyncBackend } from './types';

export type FirebaseUserDoc = Pick<SyncBackend, 'watchUserDoc' | 'writeFields'>;

export function createFirebaseUserDoc(products: FirebaseProducts): FirebaseUserDoc {
  return {
    watchUserDoc(uid, onSnapshot, onError) {
      return deferSubscription(
        async () => {
          const mod = await import('firebase/firestore');
          const ref = mod.doc(await products.firestore(), 'users', uid);
          return mod.onSnapshot(
            ref,
            { includeMetadataChanges: true },
            (snapshot) =>
              onSnapshot({
                data: snapshot.exists() ? (snapshot.data() as CloudUserDoc) : null,
                hasPendingWrites: snapshot.metadata.hasPendingWrites,
                fromCache: snapshot.metadata.fromCache,
              }),
            (error) => onError(toSyncError(error)),
          );
        },
        (error) => onError(toSyncError(error)),
      );
    },

    async writeFields(uid, changes: readonly FieldChange[]) {
      const mod = await import('firebase/firestore');
      const ref = mod.doc(await products.firestore(), 'users', uid);
      // One merge write: set(…, {merge: true}) turns every leaf into its own field path, so a map
      // entry is written as `userProgressOnProblems.<id>` and never touches another entry (such
      // as one another device added). Maps are never written whole (see FieldChange): an empty
      // object here would be a leaf, and would replace the map.
      const data: Record<string, unknown> = {};
      for (const change of changes) {
        if (change.key === undefined) {
          data[change.field] = change.value ?? null;
        } else {
          const map = (data[change.field] ??= {}) as Record<string, unknown>;
          map[change.key] = change.value === undefined ? mod.deleteField() : change.value;
        }
      }
      try {
        await mod.setDoc(ref, data, { merge: true });
      } catch (error) {
        throw toSyncError(error);
      }
    },
  };
}

import type { CloudUserDoc, FieldChange } from './types';

/**
 * What a merge write does to a document, as Firestore's `set(…, {merge: true})` does it: a
 * change with a key touches only that entry of a map field (undefined deletes it; a field that
 * is not a map becomes one); a change without a key sets that field. Returns a new document; the
 * input is not modified.
 */
export function applyFieldChanges(
  doc: CloudUserDoc | null,
  changes: readonly FieldChange[],
): CloudUserDoc {
  const next: Record<string, unknown> = { ...(doc ?? {}) };
  for (const change of changes) {
    if (change.key === undefined) {
      next[change.field] = change.value;
      continue;
    }
    const current = next[change.field];
    const map: Record<string, unknown> =
      current && typeof current === 'object' && !Array.isArray(current)
        ? { ...(current as Record<string, unknown>) }
        : {};
    if (change.value === undefined) delete map[change.key];
    else map[change.key] = change.value;
    next[change.field] = map;
  }
  return next as CloudUserDoc;
}

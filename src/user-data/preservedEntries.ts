/**
 * Map entries from a newer version of the site (values this version does not know), per map
 * field. They are not in the store's state, so the page shows the default, but every write of
 * their field carries them, so no write of ours drops them; only the student's own choice for
 * that id replaces one.
 */
import { isMapField, type FieldName, type MapField, type PreservedEntries } from './fields';

export interface PreservedKeeper {
  /** Every map field's entries. */
  all(): PreservedEntries;
  /** Sets one field's entries; none (or an empty map) leaves the field without any. */
  set(field: MapField, entries: Record<string, string> | undefined): void;
  /**
   * A field's entries to write with `value`, without those the value now sets (the newer
   * choice), which are forgotten; undefined when the field has none or is not a map.
   */
  forValue(field: FieldName, value: unknown): Record<string, string> | undefined;
  /** Replaces every field's entries (a replace, an erase, a rollback). */
  replaceAll(next: PreservedEntries): void;
}

export function createPreservedKeeper(): PreservedKeeper {
  let preserved: PreservedEntries = {};

  function set(field: MapField, entries: Record<string, string> | undefined): void {
    if (entries && Object.keys(entries).length > 0) preserved = { ...preserved, [field]: entries };
    else if (preserved[field]) {
      const { [field]: _dropped, ...rest } = preserved;
      preserved = rest;
    }
  }

  return {
    all: () => preserved,
    set,
    forValue(field, value) {
      if (!isMapField(field)) return undefined;
      const entries = preserved[field];
      if (!entries) return undefined;
      const known = value as Record<string, unknown>;
      const left = Object.fromEntries(Object.entries(entries).filter(([key]) => !(key in known)));
      set(field, left);
      return preserved[field];
    },
    replaceAll(next) {
      preserved = next;
    },
  };
}

/**
 * What this browser's progress and the cloud document make of each other when a confirmed
 * snapshot arrives: a pure function, so every case can be tested without a backend.
 *
 * Values are compared in stored form (`store.getStoredValue`: maps with the entries of a newer
 * version). `agreed` is what this browser and the cloud last agreed on (the sync marker, kept
 * across reloads): a local value that differs from it was changed here since, and must survive
 * the snapshot and reach the cloud; a local value equal to it was not, and takes the cloud's.
 * Without `agreed` (this browser never synced with the account: a sign-in) the cloud wins.
 */
import {
  DEFAULT_USER_DATA,
  FIELD_NAMES,
  isMapField,
  type FieldName,
  type MapField,
} from '../fields';
import { validateField } from '../validateFields';
import { FIELD_SPECS, acceptsValue } from '../fieldSpecs';
import { mergeVisitStreaks } from '../rules';
import { CLOUD_SCHEMA_VERSION, type CloudUserDoc, type FieldChange } from './types';

/** Every field's value as the store holds it (maps: id → value, newer versions' values too). */
export type StoredValues = Record<FieldName, unknown>;

/** What this browser and the cloud last agreed on, per field; a field left out: nothing yet. */
export type AgreedValues = Partial<Record<FieldName, unknown>>;

export interface CloudMerge {
  /** Every field's value after the merge, in stored form. */
  next: StoredValues;
  /** The writes that bring the cloud up to date: changes made here, fields it lacks. */
  uploads: FieldChange[];
  /** What the cloud holds with this snapshot (the uploads update it once they land). */
  agreed: AgreedValues;
}

type Entries = Record<string, unknown>;

const STREAK = ['lastVisitDate', 'consecutiveVisits'] as const;
const isStreakField = (field: FieldName) => (STREAK as readonly string[]).includes(field);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const asEntries = (value: unknown): Entries =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entries) : {};

/** A cloud field: absent, present but unreadable by this version, or its readable value. */
type CloudRead =
  | { kind: 'absent' }
  | { kind: 'unreadable' }
  | { kind: 'value'; value: unknown; invalid?: Set<string> };

function readCloudField(doc: CloudUserDoc, field: FieldName): CloudRead {
  if (!(field in doc)) return { kind: 'absent' };
  const raw = doc[field];
  const check = validateField(field, raw);
  if (check.rejected || !acceptsValue(FIELD_SPECS[field], raw)) return { kind: 'unreadable' };
  if (!isMapField(field)) return { kind: 'value', value: check.value };
  // Known values and a newer version's values are read; anything else (not a status, a bad id)
  // is an invalid entry, which never replaces a local one.
  const readable: Entries = { ...(check.preserved ?? {}), ...(check.value as Entries) };
  const invalid = new Set(Object.keys(asEntries(raw)).filter((key) => !(key in readable)));
  return { kind: 'value', value: readable, invalid };
}

/**
 * The cloud values this version can read. A field whose value it cannot read as a whole (a
 * newer version's setting, or anything the rules let through that the client refuses) is left
 * out, so it never replaces a valid local value with a default; map entries that cannot be read
 * are left out of the map, values from a newer version kept in it (in stored form).
 */
export function readCloudFields(doc: CloudUserDoc): Partial<StoredValues> {
  const fields: Partial<StoredValues> = {};
  for (const field of FIELD_NAMES) {
    const read = readCloudField(doc, field);
    if (read.kind === 'value') fields[field] = read.value;
  }
  return fields;
}

/** Whether a field or entry differs here from what was agreed (a field not agreed: its default). */
function changedHere(local: unknown, agreed: AgreedValues, field: FieldName): boolean {
  return !same(local, field in agreed ? agreed[field] : DEFAULT_USER_DATA[field]);
}

export function mergeWithCloud(
  local: StoredValues,
  agreed: AgreedValues | null,
  doc: CloudUserDoc,
): CloudMerge {
  const next = { ...local };
  const uploads: FieldChange[] = [];
  const nowAgreed: AgreedValues = {};

  for (const field of FIELD_NAMES) {
    if (isStreakField(field)) continue;
    const cloud = readCloudField(doc, field);
    if (isMapField(field)) {
      mergeMap(field, cloud);
      continue;
    }
    const changed = agreed !== null && changedHere(local[field], agreed, field);
    const upload = () => uploads.push({ field, value: local[field] } as FieldChange);
    if (cloud.kind === 'absent') {
      upload();
      continue;
    }
    if (cloud.kind === 'unreadable') {
      // A value this version cannot read stays in the cloud unless the student changed it here.
      if (changed) upload();
      nowAgreed[field] = local[field];
      continue;
    }
    nowAgreed[field] = cloud.value;
    if (!changed) next[field] = cloud.value;
    else if (!same(local[field], cloud.value)) upload();
  }

  function mergeMap(field: MapField, cloud: CloudRead): void {
    const mine = asEntries(local[field]);
    const raw = asEntries(doc[field]);
    const before = agreed === null ? null : asEntries(agreed[field]);
    const uploadEntry = (key: string) => uploads.push({ field, key, value: mine[key] });
    if (cloud.kind === 'absent') {
      Object.keys(mine).forEach(uploadEntry);
      return;
    }
    if (cloud.kind === 'unreadable') {
      if (before)
        Object.keys({ ...mine, ...before }).forEach((key) => {
          if (mine[key] !== before[key]) uploadEntry(key);
        });
      nowAgreed[field] = mine;
      return;
    }
    const theirs = cloud.value as Entries;
    const merged: Entries = {};
    const agreedEntries: Entries = { ...theirs };
    for (const key of new Set([
      ...Object.keys(mine),
      ...Object.keys(before ?? {}),
      ...Object.keys(raw),
    ])) {
      if (before && mine[key] !== before[key]) {
        // Changed here since the last agreement: kept, and sent unless the cloud has it already.
        if (mine[key] !== undefined) merged[key] = mine[key];
        if (mine[key] !== raw[key]) uploadEntry(key);
      } else if (cloud.invalid?.has(key)) {
        if (mine[key] !== undefined) merged[key] = agreedEntries[key] = mine[key];
      } else if (theirs[key] !== undefined) {
        merged[key] = theirs[key];
      }
    }
    next[field] = merged;
    nowAgreed[field] = agreedEntries;
  }

  // The streak is merged by its rule, never taken whole from either side (see rules.ts).
  if (STREAK.every((field) => !(field in doc))) {
    for (const field of STREAK) uploads.push({ field, value: local[field] });
  } else {
    const reads = STREAK.map((field) => readCloudField(doc, field));
    const cloudValue = (i: number, fallback: number) => {
      const read = reads[i];
      return read.kind === 'value' ? (read.value as number) : fallback;
    };
    const merged = mergeVisitStreaks(
      {
        lastVisitDate: local.lastVisitDate as number,
        consecutiveVisits: local.consecutiveVisits as number,
      },
      { lastVisitDate: cloudValue(0, 0), consecutiveVisits: cloudValue(1, 1) },
    );
    STREAK.forEach((field, i) => {
      next[field] = merged[field];
      const read = reads[i];
      nowAgreed[field] = read.kind === 'value' ? read.value : merged[field];
      // An unreadable value stays, as for any field.
      if (read.kind === 'absent' || (read.kind === 'value' && read.value !== merged[field])) {
        uploads.push({ field, value: merged[field] });
      }
    });
  }

  if (!('schemaVersion' in doc)) {
    uploads.push({ field: 'schemaVersion', value: CLOUD_SCHEMA_VERSION });
  }
  return { next, uploads, agreed: nowAgreed };
}

/** Everything this browser holds, as writes to a document that has nothing yet. */
export function toFullUpload(local: StoredValues): FieldChange[] {
  return mergeWithCloud(local, null, {}).uploads;
}

/**
 * Whether this browser holds data the cloud has not acknowledged: a setting or an entry that
 * differs from what was agreed (the visit streak aside: it is merged, never lost). Without an
 * agreement, any data at all.
 */
export function hasUnsyncedData(local: StoredValues, agreed: AgreedValues | null): boolean {
  return FIELD_NAMES.some((field) => {
    if (isStreakField(field)) return false;
    const base = agreed ?? {};
    if (!isMapField(field)) return changedHere(local[field], base, field);
    const mine = asEntries(local[field]);
    const before = asEntries(base[field]);
    return Object.keys({ ...mine, ...before }).some((key) => mine[key] !== before[key]);
  });
}

/** The agreement once `changes` have reached the cloud. */
export function withAcknowledged(
  agreed: AgreedValues,
  changes: readonly FieldChange[],
): AgreedValues {
  const next: AgreedValues = { ...agreed };
  for (const change of changes) {
    if (change.field === 'schemaVersion') continue;
    if (change.key === undefined) {
      next[change.field] = change.value;
      continue;
    }
    const entries = { ...asEntries(next[change.field]) };
    if (change.value === undefined) delete entries[change.key];
    else entries[change.key] = change.value;
    next[change.field] = entries;
  }
  return next;
}

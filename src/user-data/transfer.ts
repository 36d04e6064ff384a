/**
 * Export and import of a student's state as a JSON file. The file names its format and version
 * so a wrong or future file is refused with a message rather than half-read. Import is strict:
 * anything wrong refuses the whole file and nothing changes (the store only replaces its state
 * when `readImportFile` says ok).
 */
import { FIELD_NAMES, type UserData } from './fields';
import { validateUserData } from './validateFields';

export const EXPORT_FORMAT = 'cp-guide-user-data';
export const EXPORT_VERSION = 1;
/** Far above any real progress file; stops a wrong file (a video, say) from freezing the tab. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** ISO 8601 time of the export, for the student's reference. */
  exportedAt: string;
  data: UserData;
}

export function createExportFile(data: UserData, now: number): string {
  const ordered = Object.fromEntries(FIELD_NAMES.map((field) => [field, data[field]]));
  const file = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date(now).toISOString(),
    data: ordered,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** `cp-guide-progress-2026-11-22.json` */
export function toExportFileName(now: number): string {
  return `cp-guide-progress-${new Date(now).toISOString().slice(0, 10)}.json`;
}

export type ImportResult = { ok: true; data: UserData } | { ok: false; errors: string[] };

const TOO_LARGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; a progress file is much smaller.`;

/**
 * Checks a chosen file's size, which the browser knows without reading it: call before reading,
 * so a 50 MB file is refused at once instead of being read into memory first.
 */
export function checkImportFileSize(bytes: number): ImportResult | null {
  return bytes > MAX_IMPORT_BYTES ? { ok: false, errors: [TOO_LARGE] } : null;
}

/** Reads an export file's text; every problem found is listed, each naming where it is. */
export function readImportFile(text: string): ImportResult {
  // Also checked here for text that did not come from a File (UTF-16 length ≤ UTF-8 bytes).
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, errors: [TOO_LARGE] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`The file is not valid JSON (${(error as Error).message}).`] };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, errors: ['The file does not contain a JSON object.'] };
  }
  const file = raw as Record<string, unknown>;
  if (file.format !== EXPORT_FORMAT) {
    return {
      ok: false,
      errors: [`This is not a CP Guide progress file: "format" should be "${EXPORT_FORMAT}".`],
    };
  }
  if (file.version !== EXPORT_VERSION) {
    return {
      ok: false,
      errors: [
        `Unsupported file version ${JSON.stringify(file.version)}: this site reads version ${EXPORT_VERSION}.`,
      ],
    };
  }
  if (!('data' in file)) return { ok: false, errors: ['The file has no "data" object.'] };
  const check = validateUserData(file.data);
  if (check.rejected) return { ok: false, errors: ['"data" is not an object of fields.'] };
  if (check.problems.length > 0) {
    return { ok: false, errors: check.problems.map((problem) => `data.${problem}`) };
  }
  return { ok: true, data: check.value };
}

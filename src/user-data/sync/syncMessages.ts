/** What the sync asks and tells the student, and the reasons it gives its backups. */

export const UPLOAD_PROMPT =
  "Upload local progress to server? (You'll lose your local progress if you don't)";

export const BACKUP_REASONS = {
  signIn: 'Before loading your progress from your account',
  cancelUpload: 'Before starting with empty cloud progress',
  signOut: 'Before signing out',
} as const;

/** Thrown when local progress cannot be backed up: nothing is replaced or erased then. */
export const BACKUP_FAILED_MESSAGE =
  'Your progress could not be backed up in this browser (storage is full or blocked), so nothing was replaced. Free some space or export your progress from Settings, then try again.';

/** Thrown when the new state cannot be written (storage full): storage is put back as it was. */
export const REPLACE_FAILED_MESSAGE =
  'Your cloud progress could not be saved in this browser (storage is full or blocked), so nothing was replaced. Free some space (delete old backups in Settings), then try again.';

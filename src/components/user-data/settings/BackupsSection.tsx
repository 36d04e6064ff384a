import React, { useState } from 'react';
import { useBackups, useUserDataStore, type Backup } from '../../../user-data';
import { Notice, SettingsSection, buttonClass } from './SettingsSection';

function describe(backup: Backup): string {
  const problems = Object.keys(backup.data.userProgressOnProblems).length;
  const modules = Object.keys(backup.data.userProgressOnModules).length;
  return `${problems} problem ${problems === 1 ? 'status' : 'statuses'}, ${modules} module${modules === 1 ? '' : 's'}`;
}

const formatTime = (ms: number): string =>
  new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every backup, newest first, each with its reason and date, restorable and deletable. Those from
 * before a sign-in or an erase say that they stay until deleted.
 */
export function BackupsSection(): React.JSX.Element {
  const store = useUserDataStore();
  const backups = useBackups();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  function restore(backup: Backup): void {
    const outcome = store.restoreBackup(backup.id);
    setResult(
      outcome.ok
        ? {
            tone: 'success',
            message: `Restored the backup from ${formatTime(backup.createdAt)}. The progress it replaced was saved as a new backup.`,
          }
        : {
            tone: 'error',
            message:
              outcome.reason === 'not-found'
                ? 'That backup no longer exists (another tab may have removed it).'
                : 'Nothing was restored: your current progress could not be backed up first (browser storage is full or blocked). Delete an old backup and try again.',
          },
    );
  }

  return (
    <SettingsSection
      title="Backups"
      description="When an import, a restore, signing in or signing out would replace progress that is saved nowhere else, that progress is saved here first. Backups from before signing in or out are kept until you delete them; of the others, the newest five are kept."
    >
      {backups.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No backups yet.</p>
      ) : (
        <ul
          aria-label="Backups"
          className="divide-y divide-gray-100 rounded-md border border-gray-200 dark:divide-gray-800 dark:border-gray-700"
        >
          {backups.map((backup) => (
            <li
              key={backup.id}
              className="flex flex-wrap items-center gap-3 p-3"
              data-testid="backup"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-gray-900 dark:text-gray-100">
                  {formatTime(backup.createdAt)} · {backup.reason}
                </p>
                <p className="text-gray-600 dark:text-gray-400">
                  {describe(backup)}
                  {backup.pinned && ' · kept until you delete it'}
                </p>
              </div>
              <button
                type="button"
                className={buttonClass}
                onClick={() => restore(backup)}
                aria-label={`Restore backup from ${formatTime(backup.createdAt)}`}
              >
                Restore
              </button>
              <button
                type="button"
                className={buttonClass}
                onClick={() => store.deleteBackup(backup.id)}
                aria-label={`Delete backup from ${formatTime(backup.createdAt)}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {result && <Notice tone={result.tone}>{result.message}</Notice>}
    </SettingsSection>
  );
}

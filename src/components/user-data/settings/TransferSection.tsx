import React, { useRef, useState } from 'react';
import {
  checkImportFileSize,
  createExportFile,
  readImportFile,
  toExportFileName,
  useUserData,
  useUserDataStore,
  type ReplaceOutcome,
  type StorageFailure,
} from '../../../user-data';
import { Notice, SettingsSection, buttonClass, primaryButtonClass } from './SettingsSection';
import { downloadTextFile, readFileText } from './readFileText';

type Result =
  | { tone: 'success'; message: string }
  | { tone: 'error'; message: string; details?: string[] };

const STORAGE_FAILURES: Record<StorageFailure, string> = {
  quota: 'browser storage is full',
  unavailable: 'browser storage is blocked',
  unknown: 'the browser refused to save it',
};

/** Exactly what a failed import left behind, in the student's words. */
function describeFailedImport(
  outcome: Exclude<ReplaceOutcome, { ok: true }>,
  fileName: string,
): string {
  switch (outcome.reason) {
    case 'backup-failed':
      return `Nothing was imported: a backup of your current progress could not be saved first (${STORAGE_FAILURES[outcome.failure]}). Delete an old backup below and try again.`;
    case 'write-failed':
      return outcome.rolledBack
        ? `Nothing was imported and your progress is unchanged: ${fileName} does not fit in this browser (${STORAGE_FAILURES[outcome.failure]} while saving "${outcome.field}"). Delete old backups below and try again.`
        : `The import of ${fileName} failed part-way (${STORAGE_FAILURES[outcome.failure]} while saving "${outcome.field}") and your previous progress could not be fully put back. This page now shows what is stored; restore the backup below, or export before trying again.`;
    case 'not-found':
      return `Nothing was imported and your progress is unchanged.`;
  }
}

/** Export progress and settings as a JSON file; import one (validated; a backup is made first). */
export function TransferSection(): React.JSX.Element {
  const store = useUserDataStore();
  const data = useUserData();
  const [result, setResult] = useState<Result | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const problems = Object.keys(data.userProgressOnProblems).length;
  const modules = Object.keys(data.userProgressOnModules).length;

  function exportFile(): void {
    const now = Date.now();
    downloadTextFile(toExportFileName(now), createExportFile(store.getState(), now));
  }

  async function importFile(file: File): Promise<void> {
    const tooLarge = checkImportFileSize(file.size);
    if (tooLarge && !tooLarge.ok) {
      setResult({
        tone: 'error',
        message: `Nothing was imported and your progress is unchanged: ${file.name} was not read.`,
        details: tooLarge.errors,
      });
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch (error) {
      setResult({ tone: 'error', message: `Could not read ${file.name}: ${String(error)}` });
      return;
    }
    const parsed = readImportFile(text);
    if (!parsed.ok) {
      setResult({
        tone: 'error',
        message: `Nothing was imported and your progress is unchanged: ${file.name} is not a valid progress file.`,
        details: parsed.errors,
      });
      return;
    }
    const outcome = store.replaceAll(parsed.data, `Before importing ${file.name}`);
    if (!outcome.ok) {
      setResult({ tone: 'error', message: describeFailedImport(outcome, file.name) });
      return;
    }
    setResult({
      tone: 'success',
      message: outcome.backup
        ? `Imported ${file.name}. Your previous progress was saved as a backup (see Backups below).`
        : `Imported ${file.name}.`,
    });
  }

  return (
    <SettingsSection
      title="Export and import"
      description="Keep a copy of your progress, or move it to another browser."
    >
      <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="progress-summary">
        This browser holds {problems} problem {problems === 1 ? 'status' : 'statuses'} and {modules}{' '}
        module {modules === 1 ? 'progress entry' : 'progress entries'}.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={primaryButtonClass} onClick={exportFile}>
          Export progress and settings
        </button>
        <button type="button" className={buttonClass} onClick={() => inputRef.current?.click()}>
          Import from file…
        </button>
        {/* Opened by the button above, which is what keyboard and screen-reader users reach. */}
        <input
          ref={inputRef}
          type="file"
          accept="application/json,.json"
          hidden
          tabIndex={-1}
          aria-label="Progress file to import"
          data-testid="import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Clearing lets the same file be chosen again after fixing it.
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
        Importing replaces everything stored here; progress it would lose is saved as a backup
        first.
      </p>
      {result && (
        <Notice tone={result.tone} testId="import-result">
          <p>{result.message}</p>
          {result.tone === 'error' && result.details && (
            <ul className="mt-2 list-disc pl-5">
              {result.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
    </SettingsSection>
  );
}

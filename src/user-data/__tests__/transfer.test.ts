import { DEFAULT_USER_DATA } from '../fields';
import { createExportFile, readImportFile, toExportFileName } from '../transfer';
import { SAMPLE } from './sample';

const NOW = Date.UTC(2026, 10, 22, 15, 0, 0);
const file = (data: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'cp-guide-user-data', version: 1, exportedAt: 'x', data, ...extra });

describe('export', () => {
  it('writes a versioned JSON file that imports back to the same state', () => {
    const text = createExportFile(SAMPLE, NOW);
    expect(JSON.parse(text)).toMatchObject({
      format: 'cp-guide-user-data',
      version: 1,
      exportedAt: '2026-11-22T15:00:00.000Z',
    });
    expect(readImportFile(text)).toEqual({ ok: true, data: SAMPLE });
  });

  it('names the file by date', () => {
    expect(toExportFileName(NOW)).toBe('cp-guide-progress-2026-11-22.json');
  });
});

describe('import validation', () => {
  it('fills fields missing from the file with their defaults', () => {
    expect(readImportFile(file({ lang: 'py' }))).toEqual({
      ok: true,
      data: { ...DEFAULT_USER_DATA, lang: 'py' },
    });
  });

  it.each([
    ['not JSON', '{"format": ', /^The file is not valid JSON \(.+\)\.$/],
    ['a JSON array', '[1, 2]', /^The file does not contain a JSON object\.$/],
    ['JSON null', 'null', /^The file does not contain a JSON object\.$/],
    [
      'another format',
      JSON.stringify({ format: 'usaco-guide', data: {} }),
      /^This is not a CP Guide progress file: "format" should be "cp-guide-user-data"\.$/,
    ],
    [
      'a future version',
      file({}, { version: 2 }),
      /^Unsupported file version 2: this site reads version 1\.$/,
    ],
    [
      'no data',
      JSON.stringify({ format: 'cp-guide-user-data', version: 1 }),
      /^The file has no "data" object\.$/,
    ],
    ['data not an object', file('everything'), /^"data" is not an object of fields\.$/],
  ])('refuses %s with a clear message', (_name, text, message) => {
    const result = readImportFile(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toMatch(message);
    }
  });

  it('lists every invalid value, each with its path, and refuses the file', () => {
    const result = readImportFile(
      file({
        lang: 'kotlin',
        hide: 'no',
        userProgressOnProblems: { 'cf-1A': 'Solved', 'cf-2B': 'Done' },
        colour: 'blue',
        quizAnswers: { 'status-solved': 'right:2', 'solution-column': 'maybe' },
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'data.colour: unknown field (known fields: lang, lastViewedModule, hide, darkMode, lastReadAnnouncement, userProgressOnModules, userProgressOnProblems, hintsUsed, lastVisitDate, consecutiveVisits, quizAnswers)',
        'data.lang: "kotlin" is not a language (one of showAll, cpp, java, py)',
        'data.hide: "no" is not true or false',
        'data.userProgressOnProblems: entry "cf-2B": "Done" is not a problem status (one of Not Attempted, Solving, Solved, Ignored, Skipped)',
        'data.quizAnswers: entry "solution-column": "maybe" is not a quiz answer ("right:" or "wrong:" and the chosen choices, e.g. "right:1,3")',
      ],
    });
  });

  it('refuses a file that is far too large without parsing it', () => {
    const result = readImportFile(' '.repeat(5 * 1024 * 1024 + 1));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/larger than 5 MB/);
  });

  it('refuses ids that would be unsafe object keys', () => {
    const result = readImportFile(
      `{"format":"cp-guide-user-data","version":1,"data":{"userProgressOnProblems":{"__proto__":"Solved"}}}`,
    );
    expect(result).toEqual({
      ok: false,
      errors: ['data.userProgressOnProblems: "__proto__" is not a valid id'],
    });
  });
});

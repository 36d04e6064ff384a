/**
 * @jest-environment node
 *
 * The content bar report on a tiny tree (src/content-model/__fixtures__/content-bar): every
 * figure counted by hand, the exceptions, and the printed report.
 */
import { join } from 'node:path';
import {
  countExercises,
  countPictures,
  countProseWords,
  countWorkedExamples,
  measureContentBar,
  type ModuleBar,
} from '../../src/content-model/contentBar';
import { loadCorpus } from '../../src/content-model/load';
import { toModuleFrontmatter } from '../../src/content-model/module';
import { formatBarReport } from '../reportBar';

const root = join(__dirname, '..', '..', 'src', 'content-model', '__fixtures__', 'content-bar');

function figures(bar: ModuleBar | undefined): Record<string, string> {
  return Object.fromEntries(
    (bar?.rows ?? []).map((r) => [r.measure, `${r.value}/${r.threshold} ${r.mark}`]),
  );
}

describe('the content bar, measured', () => {
  const { corpus, errors } = loadCorpus(root);
  const bars = measureContentBar(corpus);
  const byId = (id: string) => bars.find((b) => b.moduleId === id);

  it('reads a valid tree, modules in syllabus order', () => {
    expect(errors).toEqual([]);
    expect(bars.map((b) => b.moduleId)).toEqual(['alpha', 'calendar', 'beta']);
  });

  it('counts every figure of a module against its threshold', () => {
    expect(figures(byId('alpha'))).toEqual({
      // Prose only: not the frontmatter, code, formulas, tables, tags, titles or link targets.
      words: '25/1200 short',
      // The second group has C++ only.
      examples: '1/2 short',
      pictures: '1/1 pass',
      quiz: '0/4 short',
      // "Show the solution" is a plain spoiler; the one in a code block is an example.
      exercises: '1/1 pass',
      // Weird Algorithm is in two lists: one problem.
      problems: '4/12 short',
      // Increasing Array is in beta too.
      newProblems: '3/8 short',
      easy: '2/2 pass',
      normal: '1/4 short',
      hard: '1/2 short',
      solutions: '1/6 short',
      // One starred problem, whose hint ladder is on its solution page.
      hints: '1/1 pass',
    });
  });

  it('marks the parts a module excepts, with their reasons', () => {
    const calendar = byId('calendar');
    expect(calendar?.exceptions).toEqual({
      problems: 'a calendar lists contests, not problems',
      quiz: 'nothing to quiz',
    });
    expect(figures(calendar)).toMatchObject({
      words: '5/1200 short',
      quiz: '0/4 excepted',
      problems: '0/12 excepted',
      newProblems: '0/8 excepted',
      hard: '0/2 excepted',
      // Not excepted: still short.
      solutions: '0/6 short',
      // No starred problem, no hint ladder needed.
      hints: '0/0 pass',
    });
  });

  it('prints each module with its marks and a summary per section', () => {
    const report = formatBarReport(bars);
    expect(report).toContain(
      '  alpha: Alpha (content/general/alpha.mdx): 4 of 12 met\n    prose words',
    );
    expect(report).toMatch(/ {4}prose words +25 \/ ≥ 1200 {2}SHORT\n/);
    expect(report).toMatch(/ {4}pictures \(images, diagrams\) +1 \/ ≥ 1 {5}pass\n/);
    expect(report).toContain('    exception (problems): a calendar lists contests, not problems');
    expect(report).toContain(
      '  Summary, General: 2 modules, 0 meeting the whole bar; prose words 0/2; ',
    );
    expect(report).toContain('problems (distinct) 0/2 (+1 excepted)');
    expect(report).toContain('\nBronze\n  beta: Beta');
    expect(report.indexOf('General')).toBeLessThan(report.indexOf('Bronze'));
  });
});

describe('the counting rules', () => {
  it('counts words of prose, hyphenated and with apostrophes as one', () => {
    expect(countProseWords("It's a well-known idea: `x + 1` costs $O(1)$.")).toBe(5);
    expect(countProseWords('---\ntitle: A B C\n---\n\n```cpp\nint a;\n```\nTwo words')).toBe(2);
  });

  it('counts a worked example only with code in all three languages', () => {
    const group = (...langs: string[]) =>
      `<LanguageSection>\n${langs
        .map((l) => `<${l}>\n\n\`\`\`\ncode\n\`\`\`\n\n</${l}>`)
        .join('\n')}\n</LanguageSection>`;
    expect(countWorkedExamples(group('CPPSection', 'JavaSection', 'PySection'))).toBe(1);
    expect(countWorkedExamples(group('CPPSection', 'PySection'))).toBe(0);
    expect(
      countWorkedExamples('<LanguageSection>\n<CPPSection>\n</CPPSection>\n</LanguageSection>'),
    ).toBe(0);
  });

  it('counts pictures and exercises in prose only', () => {
    expect(countPictures('![a](/a.png)\n\n<svg viewBox="0 0 1 1"></svg>\n\n`![b](/b.png)`')).toBe(
      2,
    );
    expect(countPictures('![The substring s[2:5] of "STRINGS"](./images/s.svg)')).toBe(1);
    expect(
      countExercises(
        '<Spoiler title="Predict the output">x</Spoiler>\n<Spoiler title="Hint">y</Spoiler>',
      ),
    ).toBe(1);
  });
});

describe('barExceptions in the frontmatter', () => {
  const base = { id: 'a', title: 'A', author: 'B', description: 'C' };

  it('defaults to none', () => {
    expect(toModuleFrontmatter(base)).toMatchObject({ frontmatter: { barExceptions: {} } });
  });

  it('names an unknown part, an empty reason and a value that is not a map', () => {
    const { frontmatter, issues } = toModuleFrontmatter({
      ...base,
      barExceptions: { problem: 'calendar', quiz: ' ', words: 'a list of links' },
    });
    expect(frontmatter.barExceptions).toEqual({ words: 'a list of links' });
    expect(issues).toEqual([
      {
        message: 'The module frontmatter field "barExceptions" names an unknown part "problem".',
        hint: 'Did you mean "problems"?',
      },
      {
        message: 'The reason for the bar exception "quiz" must be a non-empty string, got " ".',
        hint: 'Say in a few words why this part of the bar does not fit the module.',
      },
    ]);
    expect(toModuleFrontmatter({ ...base, barExceptions: ['problems'] }).issues).toEqual([
      {
        message:
          'The module frontmatter field "barExceptions" must map parts of the content bar to reasons, got ["problems"].',
        hint: 'Write barExceptions: { problems: "why this module has no problem list" }. Parts: words, examples, pictures, quiz, exercises, problems, solutions, hints.',
      },
    ]);
  });
});

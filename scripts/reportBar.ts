/**
 * `npm run report:bar [-- <root>]`: for each module of the content tree under <root> (default:
 * this repository), its figures against the content bar, each with the bar's threshold and a
 * pass / short mark, and a summary per section. A report, not a check: it always exits 0 (a tree
 * that does not validate is reported as far as it could be read; `npm run validate` fails it).
 */
import { resolve } from 'node:path';
import {
  BAR_MEASURES,
  MEASURE_ORDER,
  measureContentBar,
  type BarMark,
  type ModuleBar,
} from '../src/content-model/contentBar';
import { loadCorpus } from '../src/content-model/load';
import { SECTION_IDS, SECTION_NAMES } from '../src/content-model/sections';

const MARKS: Readonly<Record<BarMark, string>> = {
  pass: 'pass',
  short: 'SHORT',
  excepted: 'excepted',
};

const LABEL_WIDTH = Math.max(...MEASURE_ORDER.map((m) => BAR_MEASURES[m].label.length));

function formatModule(bar: ModuleBar): string[] {
  const met = bar.rows.filter((r) => r.mark !== 'short').length;
  const lines = [
    `  ${bar.moduleId}: ${bar.title} (${bar.file}): ${met} of ${bar.rows.length} met`,
    ...bar.rows.map((row) => {
      const label = BAR_MEASURES[row.measure].label.padEnd(LABEL_WIDTH);
      const figure = `${String(row.value).padStart(5)} / ≥ ${String(row.threshold).padEnd(4)}`;
      return `    ${label}  ${figure}  ${MARKS[row.mark]}`;
    }),
  ];
  for (const [part, reason] of Object.entries(bar.exceptions)) {
    lines.push(`    exception (${part}): ${reason}`);
  }
  return lines;
}

/** `General: 7 modules; prose words 5/7, …`: how many modules meet each line of the bar. */
function formatSummary(name: string, bars: readonly ModuleBar[]): string {
  const counts = MEASURE_ORDER.map((measure, i) => {
    const marks = bars.map((bar) => bar.rows[i].mark);
    const pass = marks.filter((m) => m === 'pass').length;
    const excepted = marks.filter((m) => m === 'excepted').length;
    const label = BAR_MEASURES[measure].label;
    return `${label} ${pass}/${bars.length}${excepted ? ` (+${excepted} excepted)` : ''}`;
  });
  const complete = bars.filter((bar) => bar.rows.every((r) => r.mark !== 'short')).length;
  return `  Summary, ${name}: ${bars.length} module${bars.length === 1 ? '' : 's'}, ${complete} meeting the whole bar; ${counts.join('; ')}.`;
}

/** The whole report, section by section in syllabus order (sections without modules left out). */
export function formatBarReport(bars: readonly ModuleBar[]): string {
  const out = ['Content bar: each module against the bar (SHORT: under the threshold).'];
  for (const section of SECTION_IDS) {
    const inSection = bars.filter((bar) => bar.section === section);
    if (inSection.length === 0) continue;
    out.push('', SECTION_NAMES[section], ...inSection.flatMap(formatModule));
    out.push(formatSummary(SECTION_NAMES[section], inSection));
  }
  return out.join('\n');
}

function main(): void {
  const started = Date.now();
  const root = resolve(process.argv[2] ?? resolve(__dirname, '..'));
  const { corpus, errors } = loadCorpus(root);
  console.log(formatBarReport(measureContentBar(corpus)));
  const seconds = ((Date.now() - started) / 1000).toFixed(2);
  const note = errors.length
    ? ` The tree has ${errors.length} content error(s): run npm run validate.`
    : '';
  console.log(`\n${corpus.modules.length} modules of ${root} (${seconds} s).${note}`);
}

if (require.main === module) main();

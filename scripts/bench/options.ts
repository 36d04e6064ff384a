/** `npm run bench -- [--check] [--quick] [--pages home,module] [--runs N] [--no-build] …`. */
import { PAGE_TYPES, type PageTypeId } from './pageTypes';

export interface BenchOptions {
  /** Exit non-zero, naming each budget missed. */
  check: boolean;
  /** Lighthouse runs per page (median taken); 3 by default, 1 with --quick. */
  lighthouseRuns: number;
  /** Skip the cold build (`gatsby clean` + build); --quick does. */
  skipColdBuild: boolean;
  /** Measure the existing `public/` without building at all. */
  skipBuild: boolean;
  pages: readonly PageTypeId[];
  /**
   * Also rewrite the generated part of docs/performance.md (--docs). The report always goes to
   * .bench/performance.md and .bench/performance.json, outside the tracked tree: a run is not
   * news until someone decides its figures are the ones the page should quote.
   */
  docs: boolean;
  /** Sweep every built page for layout shift (off with --no-sweep). */
  sweep: boolean;
  /** Time edits against `npm run develop` (off with --no-develop). */
  develop: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]
  --check          exit 1 and name every budget missed; exit 3 if the only misses
                   came while the host was slowed (not decided: re-run)
  --quick          1 Lighthouse run per page and no cold build (local iteration)
  --runs N         Lighthouse runs per page (median; default 3)
  --pages a,b      only these page types (${PAGE_TYPES.map((type) => type.id).join(', ')})
  --no-build       measure the current public/ without building
  --no-sweep       skip the layout-shift sweep of every built page
  --no-develop     skip timing edits against the development server
  --docs           also rewrite the generated part of docs/performance.md with this run
                   (the report always goes to .bench/performance.md and .json)`;

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    check: false,
    lighthouseRuns: 3,
    skipColdBuild: false,
    skipBuild: false,
    pages: PAGE_TYPES.map((type) => type.id),
    docs: false,
    sweep: true,
    develop: true,
  };
  let runsGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inlineValue] = arg.split('=', 2);
    const value = (): string => {
      const next = inlineValue ?? argv[++i];
      if (next === undefined) throw new Error(`${name} needs a value.\n${USAGE}`);
      return next;
    };
    switch (name) {
      case '--check':
        options.check = true;
        break;
      case '--quick':
        options.skipColdBuild = true;
        if (!runsGiven) options.lighthouseRuns = 1;
        break;
      case '--runs': {
        const runs = Number(value());
        if (!Number.isInteger(runs) || runs < 1)
          throw new Error(`--runs must be a positive integer.`);
        options.lighthouseRuns = runs;
        runsGiven = true;
        break;
      }
      case '--pages':
        options.pages = parsePages(value());
        break;
      case '--no-build':
        options.skipBuild = true;
        break;
      case '--docs':
        options.docs = true;
        break;
      case '--no-sweep':
        options.sweep = false;
        break;
      case '--no-develop':
        options.develop = false;
        break;
      default:
        throw new Error(`Unknown option ${arg}.\n${USAGE}`);
    }
  }
  return options;
}

function parsePages(list: string): PageTypeId[] {
  const known = PAGE_TYPES.map((type) => type.id);
  const ids = list
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !known.includes(id as PageTypeId));
  if (unknown.length > 0) {
    throw new Error(`Unknown page type ${unknown.join(', ')}; known: ${known.join(', ')}.`);
  }
  return ids as PageTypeId[];
}

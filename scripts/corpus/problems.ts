/**
 * The corpus's problems: ids in each judge's real format, sources weighted by section as in a
 * full guide (USACO and CSES early, olympiads and Library Checker late), difficulties, tags from
 * the tag vocabulary, and every `solID` form. A problem can be listed by two modules, with the
 * same fields in both, as real guides revisit problems.
 */
import bookPages from '../../data/book-pages.json';
import { DIFFICULTIES } from '../../src/content-model/difficulty';
import type { ProblemInput } from '../../src/content-model/problem';
import { divisionRank, toLabelDivision, type Division } from '../../src/content-model/level';
import type { SectionId } from '../../src/content-model/sections';
import { toProblemUrl } from '../../src/content-model/sources';
import { capitalize, Prose, toSlug } from './prose';
import type { Random } from './random';

/** A problem with where it first appears and the id of its internal solution, if any. */
export interface CorpusProblem {
  input: ProblemInput;
  section: SectionId;
  /** Internal solution id; set later for the problems that get one. */
  solutionId?: string;
  /** The id an internal solution would have (`cses-1660`, `usaco-855`, …). */
  solutionSlug: string;
}

// [source, weight] per section.
const SOURCE_MIX: Record<SectionId, [string, number][]> = {
  general: [
    ['CSES', 4],
    ['CF', 4],
    ['Bronze', 3],
    ['AC', 2],
    ['Kattis', 1],
    ['LC', 1],
  ],
  bronze: [
    ['Bronze', 6],
    ['CSES', 3],
    ['CF', 3],
    ['AC', 1],
    ['Old Bronze', 1],
    ['Kattis', 1],
  ],
  silver: [
    ['Silver', 6],
    ['CSES', 3],
    ['CF', 4],
    ['AC', 1],
    ['Old Silver', 1],
    ['CCC', 1],
    ['Kattis', 1],
  ],
  gold: [
    ['Gold', 5],
    ['CSES', 3],
    ['CF', 4],
    ['AC', 2],
    ['JOI', 1],
    ['CEOI', 1],
    ['Baltic OI', 1],
    ['COCI', 1],
    ['YS', 1],
    ['CCO', 1],
    ['Old Gold', 1],
    ['SPOJ', 1],
  ],
  platinum: [
    ['Plat', 4],
    ['CF', 4],
    ['IOI', 1],
    ['JOI', 1],
    ['APIO', 1],
    ['CEOI', 1],
    ['Baltic OI', 1],
    ['YS', 2],
    ['AC', 2],
    ['CSES', 2],
    ['DMOJ', 1],
    ['CC', 1],
  ],
  advanced: [
    ['CF', 5],
    ['IOI', 1],
    ['JOI', 1],
    ['RMI', 1],
    ['IZhO', 1],
    ['NOI.sg', 1],
    ['oj.uz', 1],
    ['YS', 2],
    ['AC', 2],
    ['Plat', 2],
    ['SPOJ', 1],
    ['Kattis', 1],
    ['ICPC', 1],
  ],
};

const OLYMPIAD_CODES: Record<string, string> = {
  IOI: 'IOI',
  JOI: 'JOI',
  CEOI: 'CEOI',
  'Baltic OI': 'BOI',
  APIO: 'APIO',
  COCI: 'COCI',
  RMI: 'RMI',
  IZhO: 'IZhO',
  'NOI.sg': 'NOI',
  'oj.uz': 'JOI',
};
const USACO_CPIDS: Record<string, [number, number]> = {
  'Old Bronze': [1, 420],
  'Old Silver': [1, 420],
  'Old Gold': [1, 420],
  Bronze: [540, 1460],
  Silver: [540, 1460],
  Gold: [540, 1460],
  Plat: [540, 1460],
};
const CPH_SECTIONS = Object.keys(bookPages.CPH).filter((s) => s.includes('.'));
const LETTERS = 'ABCDEFG';

export class ProblemFactory {
  private readonly urls = new Set<string>();
  private readonly names = new Set<string>();
  private readonly prose: Prose;

  constructor(
    private readonly random: Random,
    private readonly tags: readonly string[],
    /** The catalog's USACO divisions by URL (catalog.ts): a drawn cpid must fit its source. */
    private readonly catalogDivisions: ReadonlyMap<string, Division> = new Map(),
  ) {
    this.prose = new Prose(random);
  }

  private letters(count: number, from = 'abcdefghijklmnopqrstuvwxyz'): string {
    return Array.from({ length: count }, () => this.random.pick([...from])).join('');
  }

  /**
   * `drawn`, or the next cpid (wrapping within lo..hi) that the catalog does not place in a
   * higher division than the source label says: validation checks every problem's level against
   * the catalog. No random draw is spent, so the rest of the tree stays as it was.
   */
  private usacoCpid(source: string, drawn: number, lo: number, hi: number): number {
    const url = (cpid: number) => toProblemUrl(source, String(cpid)) as string;
    const label = toLabelDivision(source, url(drawn));
    if (label === undefined) return drawn;
    for (let k = 0; k <= hi - lo; k++) {
      const cpid = lo + ((drawn - lo + k) % (hi - lo + 1));
      const listed = this.catalogDivisions.get(url(cpid));
      if (listed === undefined || divisionRank(listed) <= divisionRank(label)) return cpid;
    }
    return drawn;
  }

  /** Source, id, name and solution slug in the judge's format. */
  private identity(source: string): { id: string; name: string; slug: string } {
    const r = this.random;
    const title = this.prose.title(1, 4);
    const year = r.int(2005, 2023);
    const yy = String(year % 100).padStart(2, '0');
    if (source in USACO_CPIDS) {
      const [lo, hi] = USACO_CPIDS[source];
      const cpid = String(this.usacoCpid(source, r.int(lo, hi), lo, hi));
      return { id: cpid, name: title, slug: `usaco-${cpid}` };
    }
    if (source in OLYMPIAD_CODES) {
      const code = OLYMPIAD_CODES[source];
      const task = toSlug(title).replace(/-/g, '');
      return {
        id: `${code}${yy}_${task}`,
        name: `${code} ${year} - ${title}`,
        slug: `${code.toLowerCase()}-${yy}-${toSlug(title)}`,
      };
    }
    switch (source) {
      case 'CSES': {
        const id = String(r.int(1068, 3420));
        return { id, name: title, slug: `cses-${id}` };
      }
      case 'CF': {
        const contest = r.int(1, 1990);
        const letter = r.pick([...LETTERS]);
        if (r.chance(0.08)) {
          const gym = r.int(100000, 105000);
          return {
            id: `gym/${gym}/problem/${letter}`,
            name: title,
            slug: `cf-gym-${gym}${letter.toLowerCase()}`,
          };
        }
        return {
          id: `${contest}/problem/${letter}`,
          name: title,
          slug: `cf-${contest}${letter.toLowerCase()}`,
        };
      }
      case 'AC': {
        const contest = `${r.pick(['abc', 'abc', 'arc', 'agc'])}${String(r.int(1, 320)).padStart(3, '0')}`;
        const task = r.pick([...'abcdef']);
        return {
          id: `${contest}/tasks/${contest}_${task}`,
          name: title,
          slug: `ac-${contest}${task}`,
        };
      }
      case 'CCC':
      case 'CCO': {
        const id = `${source.toLowerCase()}${yy}${source === 'CCC' ? 's' : 'p'}${r.int(1, 5)}`;
        return { id, name: `${source} ${year} - ${title}`, slug: `dmoj-${id}` };
      }
      case 'DMOJ': {
        const id = `${r.pick(['coci', 'dmopc', 'ioi', 'cco'])}${yy}c${r.int(1, 6)}p${r.int(1, 6)}`;
        return { id, name: title, slug: `dmoj-${id}` };
      }
      case 'YS':
        return { id: toSlug(title).replace(/-/g, '_'), name: title, slug: `ys-${toSlug(title)}` };
      case 'Kattis':
        return {
          id: toSlug(title).replace(/-/g, ''),
          name: title,
          slug: `kattis-${toSlug(title)}`,
        };
      case 'LC':
        return { id: toSlug(title), name: title, slug: `lc-${toSlug(title)}` };
      case 'SPOJ':
      case 'CC': {
        const id = this.letters(r.int(4, 8), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
        return { id, name: title, slug: `${source.toLowerCase()}-${id.toLowerCase()}` };
      }
      default: {
        // A judge we have no base URL for: the full URL is the id.
        const id = `https://icpc.global/problems/${year}/${toSlug(title)}`;
        return { id, name: `${source} ${year} - ${title}`, slug: `icpc-${yy}-${toSlug(title)}` };
      }
    }
  }

  /** A new problem for a module of `section` about `topic` (a few tags). */
  create(section: SectionId, topic: readonly string[], position: number): CorpusProblem {
    const r = this.random;
    const mix = SOURCE_MIX[section];
    for (;;) {
      const source = mix[r.weighted(mix.map(([, w]) => w))][0];
      const { id, name, slug } = this.identity(source);
      const url = toProblemUrl(source, id) as string;
      if (this.urls.has(url) || this.names.has(name)) continue;
      this.urls.add(url);
      this.names.add(name);
      const tags = new Set<string>([r.pick(topic)]);
      if (r.chance(0.5)) tags.add(r.pick(topic));
      if (r.chance(0.25)) tags.add(r.pick(this.tags));
      const level = Math.min(5, Math.max(0, Math.round(1 + position * 0.3 + r.normal())));
      const input: ProblemInput = {
        source:
          source === 'Old Silver' && r.chance(0.3)
            ? `Old Silver@USACO ${r.int(2012, 2015)} February, Silver`
            : source,
        name,
        id,
        difficulty: DIFFICULTIES[level],
        starred: r.chance(0.25),
        tags: [...tags],
      };
      return { input, section, solutionSlug: slug };
    }
  }

  /** The solID of a problem with no internal solution: each other form of the rules. */
  otherSolution(problem: CorpusProblem): void {
    const r = this.random;
    const input = problem.input;
    switch (r.weighted([55, 12, 12, 4, 5, 4, 8])) {
      case 0:
        return; // chosen automatically
      case 1:
        input.solID = capitalize(`${this.prose.sentence(0, () => '').join(' ')}`);
        return;
      case 2:
        input.solID = `https://codeforces.com/blog/entry/${r.int(1000, 130000)}`;
        return;
      case 3:
        input.solID = '@@';
        return;
      case 4:
        input.solID = '@B';
        return;
      case 5:
        input.solID = `@CPH ${r.pick(CPH_SECTIONS)}`;
        return;
      default:
        input.solID = `@${r.pick(['Check USACO', 'In the module text', 'See the editorial', 'Sort, then sweep once'])}`;
    }
  }

  /** Link the problem to its internal solution; USACO problems mostly link it automatically. */
  internalSolution(problem: CorpusProblem, id: string): void {
    const usacoAutomatic = id.startsWith('usaco-') && this.random.chance(0.7);
    problem.solutionId = id;
    if (!usacoAutomatic) problem.input.solID = id;
    problem.input.solQuality = this.random.pick(['good', 'good', 'ok', 'bad']);
  }
}

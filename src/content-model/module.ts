/**
 * Modules (one MDX file each under content/<section>/) and internal solutions (solutions/<section>/):
 * their frontmatter schemas, defaults and records.
 */
import { suggest } from './errors';
import { FieldReader } from './frontmatter';
import type { Problem } from './problem';
import type { SectionId } from './sections';

/** How often a topic shows up in contests, 0 (never) to 4 (almost always). */
export type Frequency = 0 | 1 | 2 | 3 | 4;

/**
 * The parts of the content bar (/work/shared/CONTENT.md) that `npm run report:bar` measures per
 * module; a module may give a reason why one does not apply to it (`barExceptions`).
 */
export const BAR_PARTS = [
  'words',
  'examples',
  'pictures',
  'quiz',
  'exercises',
  'problems',
  'solutions',
  'hints',
] as const;

export type BarPart = (typeof BAR_PARTS)[number];

/** Why a part of the bar does not fit a module (a contest calendar lists no problems, …). */
export type BarExceptions = Partial<Record<BarPart, string>>;

/** A module's frontmatter after defaults. */
export interface ModuleFrontmatter {
  /** The URL segment and the key used by ordering.ts, prerequisites and MODULE_ID. */
  id: string;
  title: string;
  author: string;
  description: string;
  /** Module ids to read first. Default []. */
  prerequisites: string[];
  /** Null when the author gave none. */
  frequency: Frequency | null;
  /** Old paths (starting with `/`) that should lead here. Default []. */
  redirects: string[];
  /** Parts of the content bar that do not fit this module, each with its reason. Default {}. */
  barExceptions: BarExceptions;
}

export const MODULE_FIELDS = [
  'id',
  'title',
  'author',
  'description',
  'prerequisites',
  'frequency',
  'redirects',
  'barExceptions',
] as const;

/** One problem list of a module, in authored order. */
export interface ProblemList {
  listId: string;
  problems: Problem[];
}

/** A module with everything the pages need. */
export interface ModuleRecord extends ModuleFrontmatter {
  section: SectionId;
  /** The chapter of ordering.ts that lists the module. */
  chapter: string;
  /** Path of the MDX file relative to the content root. */
  file: string;
  /** Problem lists from the module's `.problems.json`, in file order. */
  lists: ProblemList[];
}

/** Solution frontmatter (solutions/<section>/<id>.mdx). */
export interface SolutionFrontmatter {
  /** The solID problems use to link here; also the file name. */
  id: string;
  /** The problem's source, e.g. `CSES` or `Silver`. */
  source: string;
  /** The problem's name. */
  title: string;
  author: string;
}

export const SOLUTION_FIELDS = ['id', 'source', 'title', 'author'] as const;

export interface SolutionRecord extends SolutionFrontmatter {
  section: SectionId;
  file: string;
  /** Where problems link to this solution: the module and list of each. */
  linkedFrom: { moduleId: string; listId: string; problem: Problem }[];
}

type Issue = { message: string; hint?: string };

export function toModuleFrontmatter(data: Record<string, unknown>): {
  frontmatter: ModuleFrontmatter;
  issues: Issue[];
} {
  const read = new FieldReader(data, 'module');
  read.unknownKeys(MODULE_FIELDS, (key) => suggest(key, MODULE_FIELDS, 'Known fields'));
  const frontmatter: ModuleFrontmatter = {
    id: read.requiredString('id'),
    title: read.requiredString('title'),
    author: read.requiredString('author'),
    description: read.requiredString('description'),
    prerequisites: read.stringList('prerequisites'),
    frequency: null,
    redirects: read.stringList('redirects'),
    barExceptions: toBarExceptions(data.barExceptions, read.issues),
  };
  const frequency = data.frequency;
  if (frequency !== undefined && frequency !== null) {
    if (
      typeof frequency === 'number' &&
      Number.isInteger(frequency) &&
      frequency >= 0 &&
      frequency <= 4
    ) {
      frontmatter.frequency = frequency as Frequency;
    } else {
      read.issues.push({
        message: `The module frontmatter field "frequency" must be a whole number from 0 to 4, got ${JSON.stringify(frequency)}.`,
      });
    }
  }
  for (const path of frontmatter.redirects) {
    if (!path.startsWith('/')) {
      read.issues.push({
        message: `The redirect "${path}" must be a site path starting with "/".`,
        hint: `Write "/${path}".`,
      });
    }
  }
  return { frontmatter, issues: read.issues };
}

/** `barExceptions: { problems: "a calendar lists contests, not problems" }`, checked. */
function toBarExceptions(value: unknown, issues: Issue[]): BarExceptions {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    issues.push({
      message: `The module frontmatter field "barExceptions" must map parts of the content bar to reasons, got ${JSON.stringify(value)}.`,
      hint: `Write barExceptions: { problems: "why this module has no problem list" }. Parts: ${BAR_PARTS.join(', ')}.`,
    });
    return {};
  }
  const exceptions: BarExceptions = {};
  for (const [part, reason] of Object.entries(value)) {
    if (!(BAR_PARTS as readonly string[]).includes(part)) {
      issues.push({
        message: `The module frontmatter field "barExceptions" names an unknown part "${part}".`,
        hint: suggest(part, BAR_PARTS, 'Parts of the bar'),
      });
    } else if (typeof reason !== 'string' || reason.trim() === '') {
      issues.push({
        message: `The reason for the bar exception "${part}" must be a non-empty string, got ${JSON.stringify(reason)}.`,
        hint: 'Say in a few words why this part of the bar does not fit the module.',
      });
    } else {
      exceptions[part as BarPart] = reason.trim();
    }
  }
  return exceptions;
}

export function toSolutionFrontmatter(data: Record<string, unknown>): {
  frontmatter: SolutionFrontmatter;
  issues: Issue[];
} {
  const read = new FieldReader(data, 'solution');
  read.unknownKeys(SOLUTION_FIELDS, (key) => suggest(key, SOLUTION_FIELDS, 'Known fields'));
  const frontmatter: SolutionFrontmatter = {
    id: read.requiredString('id'),
    source: read.requiredString('source'),
    title: read.requiredString('title'),
    author: read.requiredString('author'),
  };
  return { frontmatter, issues: read.issues };
}

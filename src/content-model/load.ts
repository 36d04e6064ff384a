/**
 * Reads a content tree from disk: `content/` (ordering.ts, module MDX, problem lists) and
 * `solutions/` under a root directory. Used by gatsby-node and by `npm run validate`, so both
 * see exactly the same files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { transform } from 'sucrase';
import { CATALOG_FILE, toCatalogDivisions, type CatalogEntry } from './catalog';
import type { CorpusResult, RawCorpus, RawFile } from './corpus';
import type { ContentError } from './errors';
import type { Division } from './level';
import { ORDERING_FILE } from './syllabus';
import { TAGS_FILE } from './tags';
import { buildCorpus } from './validate';

/** Every file under `dir` (recursively), sorted so reports come out in a stable order. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(path));
    else found.push(path);
  }
  return found.sort();
}

/** A path relative to the content root, with forward slashes: `content/bronze/intro.mdx`. */
function contentPath(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

function readRaw(root: string, path: string): RawFile {
  return { file: contentPath(root, path), text: readFileSync(path, 'utf8') };
}

/**
 * ordering.ts and tags.ts are TypeScript data. Each is stripped of its types (sucrase: fast, no
 * type check) and run on its own in a sandbox, so it works the same from Gatsby, Jest and the
 * CLI for any content root. It may only use type imports.
 */
export function evaluateDataFile(
  text: string,
  file: string,
): { value: unknown } | { error: ContentError } {
  const name = file.split('/').pop() as string;
  let code: string;
  try {
    code = transform(text, { transforms: ['typescript', 'imports'], filePath: file }).code;
  } catch (cause) {
    // Sucrase reports the position as "(line:column)" at the end of its message.
    const message = (cause as Error).message;
    const position = /\((\d+):(\d+)\)/.exec(message);
    return {
      error: {
        file,
        line: position ? Number(position[1]) : undefined,
        column: position ? Number(position[2]) + 1 : undefined,
        message: `${name} does not parse: ${message
          .replace(/^Error transforming [^:]*: /, '')
          .replace(/\s*\(\d+:\d+\)$/, '')}`,
        hint: 'Check the brackets and commas near that spot; the file must stay plain data.',
        cause,
      },
    };
  }
  const module = { exports: {} as Record<string, unknown> };
  try {
    const require = (imported: string) => {
      throw new Error(`${name} may not import "${imported}" at run time (type imports are fine)`);
    };
    runInNewContext(code, { module, exports: module.exports, require }, { timeout: 1000 });
  } catch (cause) {
    return {
      error: {
        file,
        message: `${name} failed to run: ${(cause as Error).message}`,
        cause,
      },
    };
  }
  if (module.exports.default === undefined) {
    return {
      error: {
        file,
        message: `${name} has no default export.`,
        hint: `End the file with \`export default ${name.replace(/\.ts$/, '')};\`.`,
      },
    };
  }
  return { value: module.exports.default };
}

/** Read the content tree under `root` without checking anything. */
export function loadRawCorpus(root: string): RawCorpus {
  const contentFiles = listFiles(join(root, 'content'));
  const solutionFiles = listFiles(join(root, 'solutions'));
  const orderingPath = join(root, ORDERING_FILE);
  return {
    ordering: existsSync(orderingPath)
      ? evaluateDataFile(readFileSync(orderingPath, 'utf8'), ORDERING_FILE)
      : {
          error: {
            file: ORDERING_FILE,
            message: 'content/ordering.ts is missing.',
            hint: 'Create it with the syllabus: sections → chapters → module ids.',
          },
        },
    modules: contentFiles.filter((f) => f.endsWith('.mdx')).map((f) => readRaw(root, f)),
    problemLists: contentFiles
      .filter((f) => f.endsWith('.problems.json'))
      .map((f) => readRaw(root, f)),
    // Optional: without a tag vocabulary, tags are not checked (small fixture trees).
    tags: existsSync(join(root, TAGS_FILE))
      ? evaluateDataFile(readFileSync(join(root, TAGS_FILE), 'utf8'), TAGS_FILE)
      : undefined,
    solutions: solutionFiles.filter((f) => f.endsWith('.mdx')).map((f) => readRaw(root, f)),
    caseFiles: [...contentFiles, ...solutionFiles]
      .filter((f) => f.endsWith('.cases.json'))
      .map((f) => readRaw(root, f)),
    judgeFiles: [...contentFiles, ...solutionFiles]
      .filter((f) => f.endsWith('.py'))
      .map((f) => contentPath(root, f)),
  };
}

const catalogs = new Map<string, Map<string, Division>>();

/**
 * The catalog's USACO divisions (data/problems-catalog.json of the site at `siteRoot`), read once
 * per process: the content tree under check may be elsewhere (a fixture, a synthetic corpus).
 */
export function readCatalogDivisions(siteRoot: string): ReadonlyMap<string, Division> {
  let divisions = catalogs.get(siteRoot);
  if (!divisions) {
    const text = readFileSync(join(siteRoot, CATALOG_FILE), 'utf8');
    divisions = toCatalogDivisions(JSON.parse(text) as CatalogEntry[]);
    catalogs.set(siteRoot, divisions);
  }
  return divisions;
}

/**
 * Read and validate the content tree under `root`. With `siteRoot`, problems' levels are also
 * judged by the catalog of that site (as the build and `npm run validate` do).
 */
export function loadCorpus(root: string, options: { siteRoot?: string } = {}): CorpusResult {
  const raw = loadRawCorpus(root);
  if (options.siteRoot) raw.catalogDivisions = readCatalogDivisions(options.siteRoot);
  return buildCorpus(raw);
}

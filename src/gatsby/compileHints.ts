/**
 * Marks the scripts every page runs on load for eager compilation in V8 (Chrome 136+): a file
 * that starts with `//# allFunctionsCalledOnLoad` has all its functions compiled while it
 * streams in, on a background thread. Without the hint V8 only pre-parses them, then parses and
 * compiles each one again on the main thread the first time it runs, and on first load almost
 * all of React DOM and Gatsby's runtime runs at once: one long task that slow phones feel as
 * Total Blocking Time. Measured on the home page (Chromium 156, 4× CPU throttling), the task
 * that evaluates the entry shrank from 82–168 ms to 50–73 ms.
 *
 * Only first-load code is marked: the entry chunks (webpack runtime, framework, app) and the
 * chunks of the page components Gatsby loads before hydration. Code fetched later (search, the
 * status pickers, Firebase, the editor) keeps lazy compilation, since most of it never runs.
 * Other browsers read the hint as a comment.
 */
import type { Chunk, Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Gatsby names each page component's chunk group `component---<path of the component>`. */
const PAGE_COMPONENT_GROUP = /^component---/;

/** True for a chunk the browser runs on first load: an entry chunk or part of a page component. */
export function isFirstLoadChunk(chunk: Chunk): boolean {
  if (chunk.canBeInitial()) return true;
  for (const group of chunk.groupsIterable) {
    if (group.name && PAGE_COMPONENT_GROUP.test(group.name)) return true;
  }
  return false;
}

/**
 * A webpack plugin that prepends the hint to the JavaScript files of first-load chunks. It runs
 * after minification (which would drop the comment) and before source maps are written and
 * content hashes are computed, so maps stay aligned and file names match the final bytes.
 */
export class CompileHintsPlugin {
  /**
   * @param expectPageComponents the build has page components (Gatsby's): when no chunk group
   *   is named as Gatsby names them, Gatsby has changed, and the build stops rather than load
   *   every page's own code without the hint.
   */
  constructor(private readonly expectPageComponents = false) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          const groups = [...compilation.chunkGroups].map((group) => group.name ?? '');
          if (
            this.expectPageComponents &&
            !groups.some((name) => PAGE_COMPONENT_GROUP.test(name))
          ) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                'CompileHintsPlugin: no chunk group is named `component---…` as Gatsby names page ' +
                  'components. Update PAGE_COMPONENT_GROUP in src/gatsby/compileHints.ts, or take ' +
                  'the plugin out of src/gatsby/bundle.ts (docs/architecture.md, "Overrides").',
              ),
            );
          }
          for (const chunk of compilation.chunks) {
            if (!isFirstLoadChunk(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}

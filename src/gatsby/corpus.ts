/**
 * The validated corpus for one build: read once from disk by the content model and shared by
 * the sourceNodes and createPages steps. A broken corpus stops `gatsby build` with every message.
 */
import type { Reporter } from 'gatsby';
import type { Corpus } from '../content-model/corpus';
import { formatContentErrors } from '../content-model/errors';
import { loadCorpus } from '../content-model/load';

let cached: { root: string; corpus: Corpus } | undefined;

/** Load and validate the content under `root`; report every error through Gatsby. */
export function readValidatedCorpus(
  root: string,
  reporter: Pick<Reporter, 'panicOnBuild'>,
): Corpus {
  if (cached?.root === root) return cached.corpus;
  const { corpus, errors } = loadCorpus(root);
  if (errors.length > 0) {
    // Fails `gatsby build`; `gatsby develop` keeps running so the author can fix and reload.
    reporter.panicOnBuild(
      `${formatContentErrors(errors)}\n\nRun \`npm run validate\` to re-check.`,
    );
  }
  cached = { root, corpus };
  return corpus;
}

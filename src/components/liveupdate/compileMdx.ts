/**
 * The live preview's compiler: the site's own (src/mdx/compileArticle.ts), so a draft renders
 * exactly as its page will, with the article's HTML inline (no built page holds it).
 *
 * Heavy (the MDX parser, KaTeX): only ever loaded with import().
 */
import type { ArticleData } from '../../mdx/article';
import { fillImageMarkers, renderImagePlaceholder } from '../../mdx/articleImages';
import { compileArticle } from '../../mdx/compileArticle';
import type { CompileFailure } from './compileErrors';

export type CompileResult =
  | { ok: true; article: ArticleData }
  | { ok: false; error: CompileFailure };

let drafts = 0;

export async function compileMdx(text: string): Promise<CompileResult> {
  // Not strict: a resource still being typed keeps its authored url; the checks beside the
  // preview name what is wrong with it.
  const result = compileArticle(text, { strictResources: false });
  if (!result.ok) return { ok: false, error: result.problems[0] };
  // A draft's image files are on the author's disk, not on the site: each shows as a box with its
  // alt text that says the built page shows it, never as a picture that might be another one.
  const { tree, hasMath, html } = fillImageMarkers(
    result.article,
    result.images,
    renderImagePlaceholder,
  );
  drafts += 1;
  // Each compile is its own article: the address only keys the article's source of HTML.
  return {
    ok: true,
    article: { tree, hasMath, html, blocks: html.length, htmlUrl: `draft:${drafts}` },
  };
}

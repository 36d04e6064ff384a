/**
 * Compiles and runs MDX in the browser with the options gatsby-config.ts gives gatsby-plugin-mdx
 * (same MDX 2 compiler, same remark/rehype plugins), so the preview renders like the site. The
 * components come from the surrounding MDXProvider, that is from the widget registry.
 *
 * This module is heavy (the compiler, KaTeX): it is only ever loaded with import(). It brings no
 * KaTeX stylesheet: Gatsby merges every imported CSS file into the one stylesheet inlined in
 * every page, and math styling belongs to whatever links it for module pages.
 */
import { evaluate } from '@mdx-js/mdx';
import { useMDXComponents } from '@mdx-js/react';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { remarkResourceLinks } from '../../mdx/remarkResourceLinks';
import { toCompileFailure, type CompileFailure } from './compileErrors';
import { blankFrontmatter } from './mdxText';

export type CompileResult =
  | { ok: true; Content: MDXContent }
  | { ok: false; error: CompileFailure };

export async function compileMdx(text: string): Promise<CompileResult> {
  try {
    const { default: Content } = await evaluate(blankFrontmatter(text), {
      ...runtime,
      useMDXComponents,
      development: false,
      // Not strict: a resource still being typed keeps its authored url; the checks beside the
      // preview name what is wrong with it.
      remarkPlugins: [remarkGfm, remarkMath, [remarkResourceLinks, { strict: false }]],
      rehypePlugins: [rehypeKatex, rehypeSlug],
    });
    return { ok: true, Content };
  } catch (cause) {
    return { ok: false, error: toCompileFailure(cause) };
  }
}

/**
 * Compiles and runs MDX in the browser with the options gatsby-config.ts gives gatsby-plugin-mdx
 * (same MDX 2 compiler, same remark/rehype plugins), so the preview renders like the site. The
 * components come from the surrounding MDXProvider, that is from the widget registry.
 *
 * This module is heavy (the compiler, KaTeX): it is only ever loaded with import().
 */
import { evaluate } from '@mdx-js/mdx';
import { useMDXComponents } from '@mdx-js/react';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import { toCompileFailure, type CompileFailure } from './compileErrors';

export type CompileResult =
  | { ok: true; Content: MDXContent }
  | { ok: false; error: CompileFailure };

/**
 * gatsby-plugin-mdx strips the frontmatter before compiling; we blank it instead, keeping its
 * newlines so that line numbers in errors still match the editor.
 */
export function blankFrontmatter(text: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/.exec(text);
  if (!match) return text;
  return match[0].replace(/[^\n]/g, '') + text.slice(match[0].length);
}

export async function compileMdx(text: string): Promise<CompileResult> {
  try {
    const { default: Content } = await evaluate(blankFrontmatter(text), {
      ...runtime,
      useMDXComponents,
      development: false,
      remarkPlugins: [remarkGfm, remarkMath],
      rehypePlugins: [rehypeKatex, rehypeSlug],
    });
    return { ok: true, Content };
  } catch (cause) {
    return { ok: false, error: toCompileFailure(cause) };
  }
}

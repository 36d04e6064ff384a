/**
 * The MDX registry: every tag an MDX file may use without importing it. Module and solution
 * templates pass this map to MDXProvider. A tag missing here fails the page at render time.
 */
import type { ComponentProps } from 'react';
import type { MDXComponents } from 'mdx/types';
import { Info, IncompleteSection, Optional, Warning } from './Callout';
import { CPPSection, JavaSection, LanguageSection, PySection } from './LanguageSection';
import { FocusProblem, Problems } from './Problems';
import { Resource, Resources } from './Resources';
import { Spoiler } from './Spoiler';

/** Code can scroll sideways, so keyboard users must be able to focus it (axe: scrollable-region-focusable). */
function CodeBlock(props: ComponentProps<'pre'>) {
  return <pre tabIndex={0} {...props} />;
}

export const mdxComponents = {
  pre: CodeBlock,
  Info,
  Warning,
  Optional,
  IncompleteSection,
  Spoiler,
  Problems,
  FocusProblem,
  Resources,
  Resource,
  LanguageSection,
  CPPSection,
  JavaSection,
  PySection,
} satisfies MDXComponents;

export type MdxTag = keyof typeof mdxComponents;

/**
 * The MDX registry: every tag an MDX file may use without importing it. Module and solution
 * templates pass this map to MDXProvider. A tag missing here fails the page at render time.
 */
import type { MDXComponents } from 'mdx/types';
import { Info, IncompleteSection, Optional, Warning } from './Callout';
import { CPPSection, JavaSection, LanguageSection, PySection } from './LanguageSection';
import { FocusProblem, Problems } from './Problems';
import { Resource, Resources } from './Resources';
import { Spoiler } from './Spoiler';

export const mdxComponents = {
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

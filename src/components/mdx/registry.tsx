/**
 * The MDX registry: every tag an MDX file may use without importing it. Module and solution
 * templates (and the live preview) pass this map to MDXProvider. A tag missing here fails the
 * page at render time; a test checks every tag the content uses is here.
 */
import type { MDXComponents } from 'mdx/types';
import { CodeBlock } from '../code/CodeBlock';
import { Asterisk } from './Asterisk';
import { Info, IncompleteSection, Optional, Warning } from './Callout';
import { CPPSection, JavaSection, LanguageSection, PySection } from './LanguageSection';
import { FocusProblem, Problems } from './Problems';
import { Resource, Resources } from './Resources';
import { Spoiler } from './Spoiler';
import { YouTube } from './YouTube';

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
  Asterisk,
  YouTube,
} satisfies MDXComponents;

export type MdxTag = keyof typeof mdxComponents;

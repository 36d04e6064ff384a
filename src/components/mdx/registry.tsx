/**
 * The MDX registry: every tag an MDX file may use without importing it. Module and solution
 * articles (and the live preview) render with this map (Article.tsx); the compiler accepts
 * exactly these tags (src/mdx/widgets.ts, kept equal by a test). A tag missing here fails the
 * page at render time; a test checks every tag the content uses is here.
 */
import type React from 'react';
import { CodeBlock } from '../code/CodeBlock';
import { Asterisk } from './Asterisk';
import { Info, IncompleteSection, Optional, Warning } from './Callout';
import { CPPSection, JavaSection, LanguageSection, PySection } from './LanguageSection';
import { Hint, Hints } from './Hints';
import { FocusProblem, Problems } from './Problems';
import { Resource, Resources } from './Resources';
import { Choice, Explanation, Question } from './quiz/parts';
import { Quiz } from './quiz/Quiz';
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
  Quiz,
  Question,
  Choice,
  Explanation,
  Hints,
  Hint,
} satisfies Record<string, React.ElementType>;

/**
 * The widgets an article may use, by the tag authors write: the keys of the widget registry
 * (src/components/mdx/registry.tsx), which a unit test keeps equal to this list. The compiler
 * rejects any other capitalised tag, so a typo fails the build with its line instead of a page.
 */
export const WIDGET_NAMES: readonly string[] = [
  'Info',
  'Warning',
  'Optional',
  'IncompleteSection',
  'Spoiler',
  'Problems',
  'FocusProblem',
  'Resources',
  'Resource',
  'LanguageSection',
  'CPPSection',
  'JavaSection',
  'PySection',
  'Asterisk',
  'YouTube',
  'Quiz',
  'Question',
  'Choice',
  'Explanation',
  'Hints',
  'Hint',
];

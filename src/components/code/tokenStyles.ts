/** Token colours as Tailwind classes, light and dark, by Prism token type. */
export const TOKEN_CLASSES: Record<string, string> = {
  comment: 'text-gray-500 italic dark:text-gray-400',
  prolog: 'text-gray-500 dark:text-gray-400',
  keyword: 'text-purple-700 dark:text-purple-300',
  'class-name': 'text-teal-700 dark:text-teal-300',
  function: 'text-blue-700 dark:text-blue-300',
  string: 'text-green-700 dark:text-green-300',
  char: 'text-green-700 dark:text-green-300',
  number: 'text-orange-700 dark:text-orange-300',
  boolean: 'text-orange-700 dark:text-orange-300',
  macro: 'text-pink-700 dark:text-pink-300',
  directive: 'text-pink-700 dark:text-pink-300',
  operator: 'text-gray-700 dark:text-gray-300',
  builtin: 'text-teal-700 dark:text-teal-300',
};

/** The class of the most specific token type that has a colour. */
export function toTokenClass(types: readonly string[]): string | undefined {
  for (let i = types.length - 1; i >= 0; i--) {
    const cls = TOKEN_CLASSES[types[i]];
    if (cls) return cls;
  }
  return undefined;
}

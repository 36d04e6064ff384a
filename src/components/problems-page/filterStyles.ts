/** The look of the problems page's search box, menus and their labels. */
export const CONTROL_CLASS =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100';
export const LABEL_CLASS = 'block text-xs font-medium text-gray-700 dark:text-gray-300';

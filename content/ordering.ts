/**
 * The syllabus: sections → chapters → module ids, in teaching order. A module is published
 * only when it is listed here, and every id listed here must have a module file in
 * content/<section>/<id>.mdx. `npm run validate` checks both directions.
 *
 * Keep this file plain data: the build evaluates it on its own, so only type imports work.
 */
import type { Ordering } from '../src/content-model/syllabus';

const ordering: Ordering = {
  general: [
    {
      name: 'Getting Started',
      description: 'What this guide is, and how to get the most out of it.',
      items: ['using-this-guide'],
    },
  ],
};

export default ordering;

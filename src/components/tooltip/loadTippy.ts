/** tippy.js on demand, with the site's tooltip defaults. */
import type { Props } from 'tippy.js';

/** Shown at once, at most 350 px wide, above everything, fading in and out in 200 ms. */
export const TOOLTIP_DEFAULTS: Partial<Props> = {
  delay: 0,
  maxWidth: 350,
  zIndex: 9999,
  duration: 200,
  interactive: true,
  appendTo: () => document.body,
};

let pending: Promise<typeof import('tippy.js').default> | null = null;

export function loadTippy(): Promise<typeof import('tippy.js').default> {
  pending ??= Promise.all([import('tippy.js'), import('tippy.js/dist/tippy.css')]).then(
    ([module]) => module.default,
  );
  return pending;
}

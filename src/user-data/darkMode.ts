/**
 * The theme as the DOM sees it: the `mode-dark` class on <html>. The pre-paint script applies
 * the stored choice before the first paint; after that the store owns the value and
 * UserDataProvider keeps the class in step with it.
 *
 * Both sides use the same rule, so there is never a flash of the other theme: the stored
 * `darkMode` JSON boolean when there is a valid one, otherwise the system colour-scheme
 * preference (the store gets it as the field's fallback; it is not stored until chosen).
 */
import { toStorageKey } from './fields';

export const DARK_MODE_STORAGE_KEY = toStorageKey('darkMode');
export const DARK_MODE_CLASS = 'mode-dark';

/**
 * Inline script run in <head> before the body paints. Kept as ES5 with no dependencies because
 * it runs before any bundle.
 */
export const darkModePrePaintScript = `(function(){try{var d=null;var v=localStorage.getItem(${JSON.stringify(
  DARK_MODE_STORAGE_KEY,
)});if(v!==null){try{d=JSON.parse(v)}catch(e){}}if(typeof d!=='boolean'){d=!!(window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches)}if(d){document.documentElement.classList.add(${JSON.stringify(
  DARK_MODE_CLASS,
)})}}catch(e){}})();`;

export function prefersDarkColorScheme(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

export function applyDarkModeClass(enabled: boolean): void {
  document.documentElement.classList.toggle(DARK_MODE_CLASS, enabled);
}

/**
 * The `darkMode` setting as the site shell needs it before the full user-data store exists.
 * The storage key and JSON encoding are the store's (`guide:userData:darkMode`, a JSON boolean),
 * so the pre-paint script in gatsby-ssr.tsx and the store always agree.
 */
export const DARK_MODE_STORAGE_KEY = 'guide:userData:darkMode';
export const DARK_MODE_CLASS = 'mode-dark';

/**
 * Inline script run in <head> before the body paints: applies the stored choice, or the
 * system preference when nothing valid is stored, so there is never a flash of the wrong theme.
 * Kept as ES5 with no dependencies because it runs before any bundle.
 */
export const darkModePrePaintScript = `(function(){try{var d=null;var v=localStorage.getItem(${JSON.stringify(
  DARK_MODE_STORAGE_KEY,
)});if(v!==null){try{d=JSON.parse(v)}catch(e){}}if(typeof d!=='boolean'){d=!!(window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches)}if(d){document.documentElement.classList.add(${JSON.stringify(
  DARK_MODE_CLASS,
)})}}catch(e){}})();`;

export function isDarkModeApplied(): boolean {
  return document.documentElement.classList.contains(DARK_MODE_CLASS);
}

/** Applies the theme and remembers the explicit choice (it then wins over the system preference). */
export function setDarkMode(enabled: boolean): void {
  document.documentElement.classList.toggle(DARK_MODE_CLASS, enabled);
  try {
    window.localStorage.setItem(DARK_MODE_STORAGE_KEY, JSON.stringify(enabled));
  } catch {
    // Storage may be unavailable (private mode, quota); the theme still applies for this visit.
  }
}

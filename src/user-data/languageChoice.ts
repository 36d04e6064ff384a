/**
 * The student's language as the DOM sees it: `data-lang` on <html>. The static HTML carries every
 * language (see INITIAL_USER_DATA); the pre-paint script below sets the attribute from storage
 * before the body paints, and the stylesheet (src/styles/global.css, "Language sections") shows
 * only that language's sections. When React reads storage after hydration and drops the other
 * sections, nothing on screen moves: no layout shift, and no click landing on moved content.
 * After that the store owns the value and UserDataProvider keeps the attribute in step with it.
 *
 * Both sides use the same rule: the stored `lang` JSON string when it is a valid language,
 * otherwise the default.
 */
import { DEFAULT_USER_DATA, toStorageKey } from './fields';
import { LANGUAGES, type Language } from './vocabulary';

export const LANGUAGE_STORAGE_KEY = toStorageKey('lang');

/**
 * Inline script run in <head> before the body paints. Kept as ES5 with no dependencies because
 * it runs before any bundle.
 */
export const languagePrePaintScript = `(function(){try{var l=null;var v=localStorage.getItem(${JSON.stringify(
  LANGUAGE_STORAGE_KEY,
)});if(v!==null){try{l=JSON.parse(v)}catch(e){}}if(${JSON.stringify(
  LANGUAGES,
)}.indexOf(l)<0){l=${JSON.stringify(DEFAULT_USER_DATA.lang)}}document.documentElement.setAttribute('data-lang',l)}catch(e){}})();`;

export function applyLanguageAttribute(lang: Language): void {
  document.documentElement.dataset.lang = lang;
}

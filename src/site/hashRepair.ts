/**
 * Malformed address fragments (`#%E0`: a `%` that does not start valid percent-encoded UTF-8)
 * make decodeURI and decodeURIComponent throw a URIError. Gatsby's scroll handler decodes the
 * fragment when the app mounts and on every location change, outside any error boundary we could
 * place, so such a link would blank the whole page. This script, inlined in <head> before any
 * bundle, rewrites a malformed fragment into a well-formed one that names nothing (each `%`
 * becomes `%25`, so `#%E0` becomes `#%25E0`, which decodes to the literal text `%E0`). It runs
 * once at load and again on popstate (a fragment typed into the address bar), before the
 * router's own listener, which is registered later by the app bundle.
 */

/** The well-formed fragment for `hash` (with its `#`), or null when it is already well-formed. */
export function toWellFormedHash(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    decodeURI(hash);
    decodeURIComponent(hash.slice(1));
    return null;
  } catch {
    return `#${hash.slice(1).replace(/%/g, '%25')}`;
  }
}

export const hashRepairScript =
  `(function(){function r(){var h=location.hash;if(h.length<2)return;` +
  `try{decodeURI(h);decodeURIComponent(h.slice(1))}catch(e){` +
  `history.replaceState(history.state,'',location.pathname+location.search+'#'+h.slice(1).replace(/%/g,'%25'))}}` +
  `try{r();addEventListener('popstate',r)}catch(e){}})();`;

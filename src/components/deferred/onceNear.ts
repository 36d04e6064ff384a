/**
 * Runs `callback` once, when `element` first comes within `margin` of the viewport (at once where
 * IntersectionObserver is missing). Returns the cleanup, which stops waiting. Code a page needs
 * only when its reader gets there (syntax highlighting, the interactive quiz) loads this way.
 */
export function onceNear(element: Element, margin: string, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

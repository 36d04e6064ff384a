import { useEffect, useRef, useState } from 'react';

/**
 * The element id an address hash names (`#a%20b` → `a b`), or null when there is none or it is
 * not valid percent-encoding (`#%E0`): anyone can type or share such a link, and
 * decodeURIComponent throws a URIError on it.
 */
export function readHashTarget(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Whether the address hash names this element (`#<anchor>`), following hash changes. When it
 * does, the element is scrolled into view once, so a shared link lands on its row. A malformed
 * hash names nothing, and so does every hash for an element without an anchor (null): nothing
 * is listened to then.
 */
export function useHashTarget<T extends HTMLElement>(anchor: string | null) {
  const ref = useRef<T>(null);
  const [targeted, setTargeted] = useState(false);
  useEffect(() => {
    if (anchor === null) {
      setTargeted(false);
      return;
    }
    const check = () => {
      const hit = readHashTarget(window.location.hash) === anchor;
      setTargeted(hit);
      if (hit) ref.current?.scrollIntoView({ block: 'center' });
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [anchor]);
  return { ref, targeted };
}

import { useEffect, useRef, useState } from 'react';

/**
 * Whether the address hash names this element (`#<anchor>`), following hash changes. When it
 * does, the element is scrolled into view once, so a shared link lands on its row.
 */
export function useHashTarget<T extends HTMLElement>(anchor: string) {
  const ref = useRef<T>(null);
  const [targeted, setTargeted] = useState(false);
  useEffect(() => {
    const check = () => {
      const hit = decodeURIComponent(window.location.hash.slice(1)) === anchor;
      setTargeted(hit);
      if (hit) ref.current?.scrollIntoView({ block: 'center' });
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [anchor]);
  return { ref, targeted };
}

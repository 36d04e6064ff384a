import { useEffect, useState, type KeyboardEvent } from 'react';
import { toOptionId } from './SearchResults';

export interface ActiveOption {
  /** The active option's index, -1 when there is none. */
  current: number;
  setActive(index: number): void;
  /** The input's keys: the arrows move the active option (wrapping), Enter opens it. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * The combobox's active option among `count` options, moved from the text field with the arrow
 * keys and kept in view while arrowing through a long list; Enter calls `open` with its index.
 */
export function useActiveOption(count: number, open: (index: number) => void): ActiveOption {
  const [active, setActive] = useState(0);
  const current = Math.min(active, count - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (count === 0) return;
    // Home/End stay with the text field (caret), as in other comboboxes.
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      open(current);
    }
  };

  useEffect(() => {
    if (current >= 0)
      document.getElementById(toOptionId(current))?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  return { current, setActive, onKeyDown };
}

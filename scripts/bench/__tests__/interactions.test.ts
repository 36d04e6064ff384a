// The browser side of the bench (Playwright) does not load under Jest; this tests a pure part.
jest.mock('../fetched', () => ({ MOBILE_CONTEXT: {} }));

import { narrowingCharacters } from '../interactions';

describe('the characters the bench types into the /problems search', () => {
  const names = [
    'Weird Algorithm',
    'Missing Number',
    'Repetitions',
    'Increasing Array',
    'JOI 2017',
  ];

  it('are each in some of the names on screen but not in all, rarest first', () => {
    const chars = narrowingCharacters(names, 5);
    expect(chars).toHaveLength(5);
    for (const char of chars) {
      const matching = names.filter((name) => name.toLowerCase().includes(char)).length;
      expect(matching).toBeGreaterThan(0);
      expect(matching).toBeLessThan(names.length);
    }
    // The first is in one name only (as b, in Missing Number).
    expect(names.filter((name) => name.toLowerCase().includes(chars[0]))).toHaveLength(1);
  });

  it('never include a character in every name or in none', () => {
    expect(narrowingCharacters(['aa', 'ab'], 10)).toEqual(['b']);
    expect(narrowingCharacters(['same', 'same'], 10)).toEqual([]);
  });
});

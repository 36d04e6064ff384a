import { act } from '@testing-library/react';
import { renderWithUserData } from '../../test-utils/renderWithUserData';
import { LANGUAGE_STORAGE_KEY, languagePrePaintScript } from '../languageChoice';

function runPrePaintScript(stored: string | null): string | null {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  document.documentElement.removeAttribute('data-lang');
  // The script runs as an inline <script> before any bundle: evaluate the text itself.
  new Function(languagePrePaintScript)();
  return document.documentElement.getAttribute('data-lang');
}

describe('the language pre-paint script', () => {
  it("marks <html> with the student's stored language", () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('guide:userData:lang');
    expect(runPrePaintScript('"java"')).toBe('java');
    expect(runPrePaintScript('"showAll"')).toBe('showAll');
  });

  it('falls back to C++, the default, for a missing, unreadable or unknown value', () => {
    expect(runPrePaintScript(null)).toBe('cpp');
    expect(runPrePaintScript('{not json')).toBe('cpp');
    expect(runPrePaintScript('"rust"')).toBe('cpp');
  });
});

describe('data-lang after storage is read', () => {
  it('follows the store: the stored choice, then every change', () => {
    document.documentElement.removeAttribute('data-lang');
    const { store } = renderWithUserData(<p>page</p>, { [LANGUAGE_STORAGE_KEY]: '"py"' });
    expect(document.documentElement.dataset.lang).toBe('py');
    act(() => store.setField('lang', 'showAll'));
    expect(document.documentElement.dataset.lang).toBe('showAll');
  });
});

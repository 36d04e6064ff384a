import React from 'react';
import { DARK_MODE_CLASS, useSetting, useUserDataReady } from '../../user-data';

/**
 * Both icons are in the static HTML and CSS picks the visible one from the `mode-dark` class
 * (set before paint), so the button is right before hydration. The pressed state comes from the
 * store once it has read storage; the store also keeps the class in step with the setting.
 */
export default function DarkModeToggle(): React.JSX.Element {
  const [darkMode, setDarkMode] = useSetting('darkMode');
  const ready = useUserDataReady();
  const dark = ready ? darkMode : null;

  function toggle(): void {
    // Before storage is read the setting is still the default; the page shows what the
    // pre-paint script chose, so flip that.
    const current = ready ? darkMode : document.documentElement.classList.contains(DARK_MODE_CLASS);
    setDarkMode(!current);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark ?? undefined}
      aria-label="Dark mode"
      title="Toggle dark mode"
      data-testid="dark-mode-toggle"
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
    >
      {/* Moon: shown in light mode */}
      <svg
        className="h-5 w-5 dark:hidden"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      {/* Sun: shown in dark mode */}
      <svg
        className="hidden h-5 w-5 dark:block"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </button>
  );
}

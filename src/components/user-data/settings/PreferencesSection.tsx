import React from 'react';
import { LANGUAGES, LANGUAGE_LABELS, useSetting } from '../../../user-data';
import { SettingsSection } from './SettingsSection';

const checkboxClass =
  'h-4 w-4 rounded border-gray-300 text-blue-700 focus:ring-blue-600 dark:border-gray-600 dark:bg-gray-800';

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}): React.JSX.Element {
  return (
    <label className="flex items-start gap-3 py-2">
      <input
        type="checkbox"
        className={`mt-0.5 ${checkboxClass}`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="block text-sm font-medium text-gray-900 dark:text-gray-100">{label}</span>
        <span className="block text-sm text-gray-600 dark:text-gray-400">{hint}</span>
      </span>
    </label>
  );
}

/** Language, hide tags/solutions and dark mode: saved as soon as they change. */
export function PreferencesSection(): React.JSX.Element {
  const [lang, setLang] = useSetting('lang');
  const [hide, setHide] = useSetting('hide');
  const [darkMode, setDarkMode] = useSetting('darkMode');
  return (
    <SettingsSection
      title="Preferences"
      description="Saved in this browser as soon as you change them."
    >
      <fieldset>
        <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">
          Code language
        </legend>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Which language code examples and language-specific sections are shown in.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {LANGUAGES.map((language) => (
            <label
              key={language}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-1.5 text-sm text-gray-800 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50 dark:border-gray-600 dark:text-gray-100 dark:has-[:checked]:border-blue-400 dark:has-[:checked]:bg-blue-950"
            >
              <input
                type="radio"
                name="lang"
                value={language}
                checked={lang === language}
                onChange={() => setLang(language)}
                className="h-4 w-4 border-gray-300 text-blue-700 focus:ring-blue-600 dark:border-gray-600 dark:bg-gray-800"
              />
              {LANGUAGE_LABELS[language]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 divide-y divide-gray-100 dark:divide-gray-800">
        <Toggle
          label="Hide tags and solutions"
          hint="Hides the Tags and Solution columns of problem tables, for practice without hints."
          checked={hide}
          onChange={setHide}
        />
        <Toggle
          label="Dark mode"
          hint="Light text on a dark background."
          checked={darkMode}
          onChange={setDarkMode}
        />
      </div>
    </SettingsSection>
  );
}

/** The code language, right where code is read; the same setting as on the settings page. */
import React from 'react';
import { LANGUAGES, LANGUAGE_LABELS, isLanguage, useSetting } from '../../user-data';

export function LanguagePicker(): React.JSX.Element {
  const [lang, setLang] = useSetting('lang');
  return (
    <label className="inline-flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
      Language
      <select
        value={lang}
        onChange={(e) => {
          if (isLanguage(e.target.value)) setLang(e.target.value);
        }}
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </select>
    </label>
  );
}

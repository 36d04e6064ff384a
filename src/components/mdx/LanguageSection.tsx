/**
 * Language sections: `<LanguageSection>` holds a `<CPPSection>`, `<JavaSection>` and/or
 * `<PySection>`, and shows the one for the student's language (all of them, labelled, under
 * `showAll`, which is also what the static HTML carries). Children are recognised by component
 * identity through an explicit map, never by function name.
 */
import React from 'react';
import { LANGUAGE_LABELS, useSetting, type Language } from '../../user-data';
import { ContactButton } from '../contact/ContactContext';

type CodeLanguage = Exclude<Language, 'showAll'>;

function makeSection(language: CodeLanguage) {
  function Section({ children }: { children?: React.ReactNode }): React.JSX.Element {
    return <div data-language={language}>{children}</div>;
  }
  Section.displayName = `${LANGUAGE_LABELS[language]}Section`;
  return Section;
}

export const CPPSection = makeSection('cpp');
export const JavaSection = makeSection('java');
export const PySection = makeSection('py');

const LANGUAGE_OF = new Map<unknown, CodeLanguage>([
  [CPPSection, 'cpp'],
  [JavaSection, 'java'],
  [PySection, 'py'],
]);

export function missingLanguageMessage(language: string): [string, string] {
  return [
    `This section isn't yet available in your chosen language: ${language}.`,
    `Please choose a different default language for now. Feel free to file a request to add support for ${language} using the "Contact Us" button.`,
  ];
}

export function LanguageSection({ children }: { children?: React.ReactNode }): React.JSX.Element {
  const [lang] = useSetting('lang');
  const sections = React.Children.toArray(children).flatMap((child) => {
    if (!React.isValidElement(child)) return [];
    const language = LANGUAGE_OF.get(child.type);
    return language ? [{ language, child }] : [];
  });
  const showAll = lang === 'showAll';
  const shown = showAll ? sections : sections.filter((section) => section.language === lang);
  if (shown.length > 0) {
    // One shape for both cases. The static HTML and the first render show every language; the
    // pre-paint script and the stylesheet show only the student's (src/user-data/languageChoice.ts)
    // until storage is read and the others leave the tree. The chosen section keeps its element
    // and its child keeps its slot, so nothing moves and nothing done in it is mounted afresh.
    return (
      <div data-language-choice="">
        {shown.map(({ language, child }) => (
          <section
            key={language}
            data-section-language={language}
            aria-label={showAll ? LANGUAGE_LABELS[language] : undefined}
          >
            {showAll ? (
              <p
                data-language-label=""
                className="text-sm font-semibold text-gray-700 dark:text-gray-300"
              >
                {LANGUAGE_LABELS[language]}
              </p>
            ) : null}
            {child}
          </section>
        ))}
      </div>
    );
  }
  const label = LANGUAGE_LABELS[lang];
  const [first, second] = missingLanguageMessage(label);
  return (
    <div
      role="note"
      className="my-4 rounded-md border border-gray-300 bg-gray-50 p-4 text-sm dark:border-gray-600 dark:bg-gray-800"
    >
      <p>{first}</p>
      <p className="mt-2">{second}</p>
      <ContactButton
        className="mt-3 rounded-md border border-gray-400 px-3 py-1 text-sm hover:bg-gray-100 dark:border-gray-500 dark:hover:bg-gray-700"
        topic="missing-language"
      />
    </div>
  );
}

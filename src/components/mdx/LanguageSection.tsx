/**
 * Language sections. Until the language setting exists, every language is shown under its own
 * label, which is also what static HTML should carry.
 */
import React from 'react';

function labelled(label: string) {
  return function LanguageBlock({ children }: { children?: React.ReactNode }) {
    return (
      <section aria-label={label}>
        <p className="font-semibold">{label}</p>
        {children}
      </section>
    );
  };
}

export const LanguageSection = ({ children }: { children?: React.ReactNode }) => <>{children}</>;
export const CPPSection = labelled('C++');
export const JavaSection = labelled('Java');
export const PySection = labelled('Python');

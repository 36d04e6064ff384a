import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { CPPSection, JavaSection, LanguageSection, PySection } from '../LanguageSection';

const sections = (
  <LanguageSection>
    <CPPSection>C++ code</CPPSection>
    <JavaSection>Java code</JavaSection>
    <PySection>Python code</PySection>
  </LanguageSection>
);

const withLang = (lang: string) => ({ 'guide:userData:lang': JSON.stringify(lang) });

describe('LanguageSection', () => {
  it('shows every language, labelled, under showAll', () => {
    renderWithUserData(sections, withLang('showAll'));
    expect(screen.getByRole('region', { name: 'C++' })).toHaveTextContent('C++ code');
    expect(screen.getByRole('region', { name: 'Java' })).toHaveTextContent('Java code');
    expect(screen.getByRole('region', { name: 'Python' })).toHaveTextContent('Python code');
  });

  it.each([
    ['cpp', 'C++ code'],
    ['java', 'Java code'],
    ['py', 'Python code'],
  ])('shows only the chosen language (%s)', (lang, text) => {
    renderWithUserData(sections, withLang(lang));
    expect(screen.getByText(text)).toBeInTheDocument();
    for (const other of ['C++ code', 'Java code', 'Python code'].filter((t) => t !== text)) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
  });

  it('keeps what the student did in the section that stays when one language is chosen', () => {
    // The static HTML shows every language and the student's own arrives once storage is read
    // after hydration: the same switch as here. A click before it must not be undone by it.
    let mounts = 0;
    function Toggle(): React.JSX.Element {
      const [open, setOpen] = useState(false);
      useState(() => ++mounts);
      return (
        <button type="button" onClick={() => setOpen(true)}>
          {open ? 'Expanded' : 'Expand'}
        </button>
      );
    }
    const { store } = renderWithUserData(
      <LanguageSection>
        <CPPSection>
          <Toggle />
        </CPPSection>
        <JavaSection>Java code</JavaSection>
      </LanguageSection>,
      withLang('showAll'),
    );
    expect(screen.getByText('Java code')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    act(() => store.setField('lang', 'cpp'));
    expect(screen.queryByText('Java code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expanded' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('says so, and points to Contact Us, when the chosen language is missing', () => {
    renderWithUserData(
      <LanguageSection>
        <CPPSection>C++ only</CPPSection>
      </LanguageSection>,
      withLang('py'),
    );
    expect(
      screen.getByText("This section isn't yet available in your chosen language: Python."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please choose a different default language for now. Feel free to file a request to add support for Python using the "Contact Us" button.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByText('C++ only')).not.toBeInTheDocument();
  });

  it('ignores children that are not language sections', () => {
    renderWithUserData(
      <LanguageSection>
        {'\n'}
        <p>stray</p>
        <JavaSection>Java code</JavaSection>
      </LanguageSection>,
      withLang('java'),
    );
    expect(screen.getByText('Java code')).toBeInTheDocument();
    expect(screen.queryByText('stray')).not.toBeInTheDocument();
  });
});

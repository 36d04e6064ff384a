/**
 * Reading lists as a student sees them: each `<Resource>` goes through the site's MDX plugin
 * (which resolves it at build time) and then the registry's component.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compileResource } from '../../../test-utils/compileResource';
import { mdxComponents } from '../registry';

const { Resource, Resources } = mdxComponents;

function renderResource(
  attributes: Record<string, string | null>,
  options?: { strict?: boolean },
  description = 'Why it helps.',
) {
  // Every attribute here is a string or bare, so every prop is a string or true.
  const props = compileResource(attributes, options) as { source: string; title: string };
  return render(
    <Resources title="Further reading">
      <Resource {...props}>{description}</Resource>
    </Resources>,
  );
}

describe('Resource', () => {
  it('opens a cited book section at its page, and names the book on the source label', async () => {
    const user = userEvent.setup();
    renderResource({ source: 'CPH', title: '2.1, Time Complexity', starred: null });
    expect(screen.getByRole('region', { name: 'Further reading' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '2.1, Time Complexity' });
    expect(link).toHaveAttribute('href', 'https://cses.fi/book/book.pdf#page=27');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/Why it helps\./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Starred' })).toBeInTheDocument();

    await user.tab(); // the source label is the first stop
    expect(screen.getByText('CPH')).toHaveFocus();
    expect(
      await screen.findByText("Competitive Programmer's Handbook (Antti Laaksonen)", undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
  });

  it('links a book with two editions to the C++ edition, and a book without a section to itself', () => {
    renderResource({ source: 'IUSACO', title: '2, Input and Output' });
    expect(screen.getByRole('link', { name: '2, Input and Output' })).toHaveAttribute(
      'href',
      'https://darrenyao.com/usacobook/cpp.pdf#page=9',
    );
    renderResource({ source: 'PAPS', title: 'The whole book' });
    expect(screen.getByRole('link', { name: 'The whole book' })).toHaveAttribute(
      'href',
      'https://www.csc.kth.se/~jsannemo/slask/main.pdf',
    );
  });

  it('turns a path on a known site into a full address', () => {
    renderResource({
      source: 'cp-algo',
      title: 'Binary Exponentiation',
      url: 'algebra/binary-exp.html',
    });
    expect(screen.getByRole('link', { name: 'Binary Exponentiation' })).toHaveAttribute(
      'href',
      'https://cp-algorithms.com/algebra/binary-exp.html',
    );
  });

  it('shows any other source as a plain label next to its full URL', async () => {
    const user = userEvent.setup();
    renderResource({
      source: 'Python',
      title: 'Built-in types',
      url: 'https://docs.python.org/3/library/stdtypes.html',
    });
    expect(screen.getByRole('link', { name: 'Built-in types' })).toHaveAttribute(
      'href',
      'https://docs.python.org/3/library/stdtypes.html',
    );
    // No tooltip to show, so the label is not a tab stop: the link is the first one.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Built-in types' })).toHaveFocus();
  });

  it('in the live preview, keeps the authored url of a resource it cannot resolve', () => {
    renderResource(
      { source: 'CPAlgo', title: 'Binary Exponentiation', url: 'algebra/binary-exp.html' },
      { strict: false },
    );
    expect(screen.getByRole('link', { name: 'Binary Exponentiation' })).toHaveAttribute(
      'href',
      'algebra/binary-exp.html',
    );
  });

  it('replaces an authored href with the resolved link', () => {
    renderResource({ source: 'CPH', title: '1.1, Programming languages', href: '#elsewhere' });
    expect(screen.getByRole('link', { name: '1.1, Programming languages' })).toHaveAttribute(
      'href',
      'https://cses.fi/book/book.pdf#page=13',
    );
  });
});

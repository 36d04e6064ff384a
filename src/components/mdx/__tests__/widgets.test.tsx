import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Asterisk } from '../Asterisk';
import { Info, IncompleteSection, Optional, Warning } from '../Callout';
import { Spoiler } from '../Spoiler';
import { YouTube } from '../YouTube';

describe('Spoiler', () => {
  // A native <details>: the browser makes its summary keyboard-operable; jsdom only does clicks.
  it('starts collapsed, opens from its summary, and can start expanded', async () => {
    const user = userEvent.setup();
    const { container } = render(<Spoiler title="Hint">Use a set.</Spoiler>);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(screen.getByText('Hint'));
    expect(details).toHaveAttribute('open');
    render(
      <Spoiler title="Open" startExpanded>
        Shown.
      </Spoiler>,
    );
    expect(screen.getByText('Shown.').closest('details')).toHaveAttribute('open');
  });
});

describe('Callouts', () => {
  it('prefix Warning and Optional titles, and Info keeps its own', () => {
    render(
      <>
        <Info title="Reading order">a</Info>
        <Warning title="Overflow">b</Warning>
        <Optional title="Proof">c</Optional>
      </>,
    );
    expect(screen.getByText('Reading order')).toBeInTheDocument();
    expect(screen.getByText('Warning: Overflow')).toBeInTheDocument();
    expect(screen.getByText('Optional: Proof')).toBeInTheDocument();
    expect(screen.getAllByRole('note')).toHaveLength(3);
  });

  it('IncompleteSection shows the banner and asks for help', () => {
    render(<IncompleteSection>Timings go here.</IncompleteSection>);
    expect(screen.getByText('This section is not complete.')).toBeInTheDocument();
    expect(screen.getByText(/Help us finish it/)).toBeInTheDocument();
    expect(screen.getByText('Timings go here.')).toBeInTheDocument();
  });
});

describe('Asterisk', () => {
  it('shows its footnote in a tooltip on focus', async () => {
    const user = userEvent.setup();
    render(<Asterisk>Python ints are unbounded.</Asterisk>);
    expect(screen.queryByText('Python ints are unbounded.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Footnote' })).toHaveFocus();
    expect(
      await screen.findByText('Python ints are unbounded.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});

describe('YouTube', () => {
  it('loads the privacy-enhanced player only when clicked', async () => {
    const { container } = render(<YouTube id="abc123" title="Prefix sums" />);
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Play video: Prefix sums/ }));
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123?autoplay=1',
    );
    expect(frame).toHaveAttribute('title', 'Prefix sums');
  });

  it('does not autoplay when told not to', async () => {
    const { container } = render(<YouTube id="abc123" autoplay={false} />);
    await userEvent.click(screen.getByRole('button'));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123',
    );
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeBlock, readFence } from '../CodeBlock';

const fence = (code: string, language = 'cpp') => (
  <CodeBlock>
    <code className={`language-${language}`}>{code}</code>
  </CodeBlock>
);

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => `int x${i} = ${i};`).join('\n') + '\n';

describe('CodeBlock', () => {
  it('reads the text and language of a fenced block by its code tag', () => {
    expect(readFence(<code className="language-java">int a;{'\n'}</code>)).toEqual({
      code: 'int a;',
      language: 'java',
    });
    expect(readFence(<span>no</span>)).toBeNull();
  });

  it('shows a short block whole, with no toggle', () => {
    render(fence(lines(10)));
    expect(screen.getByText('cpp')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Expand code/ })).not.toBeInTheDocument();
  });

  it('collapses a block over 10 lines and expands it', async () => {
    const { container } = render(fence(lines(11)));
    const pre = container.querySelector('pre')!;
    expect(pre).toHaveAttribute('data-collapsed', 'true');
    const toggle = screen.getByRole('button', { name: 'Expand code (11 lines)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(pre).not.toHaveAttribute('data-collapsed');
    expect(screen.getByRole('button', { name: 'Collapse code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('copies the code', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(fence('print(1)\n', 'py'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('print(1)');
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it.each(['cpp', 'java', 'py'])('highlights %s once the highlighter loads', async (language) => {
    const { container } = render(fence('int main() { return 0; }\n', language));
    await waitFor(() => expect(container.querySelector('pre span[class*="text-"]')).not.toBeNull());
    expect(container.querySelector('pre')).toHaveTextContent('int main() { return 0; }');
  });

  it('leaves a block without a fence as a plain focusable pre', () => {
    const { container } = render(<CodeBlock>plain</CodeBlock>);
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
  });
});

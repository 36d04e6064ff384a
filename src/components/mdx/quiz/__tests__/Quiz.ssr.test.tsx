/**
 * @jest-environment node
 */
// The quiz as the build renders it (in Node, with no document) and as a reader without
// JavaScript keeps it: every question with its choices, each answer in a closed <details>.
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { Article } from '../../Article';
import { compileQuizSample } from './quizSample';

describe('Quiz on the server', () => {
  it('renders questions with choices, each answer in <details>, no controls', () => {
    const error = jest.spyOn(console, 'error');
    const html = renderToString(<Article article={compileQuizSample()} />);
    expect(error).not.toHaveBeenCalled();
    const { document } = new JSDOM(html).window;
    const question = (id: string) => document.querySelector(`[data-question="${id}"]`);
    expect(document.querySelector('[data-quiz="static"]')).not.toBeNull();
    // No answer controls (the code block's copy button is the only button).
    expect(document.querySelectorAll('input')).toHaveLength(0);
    expect(document.querySelectorAll('button')).toHaveLength(1);
    const first = question('status-solved');
    expect(first?.textContent).toContain('Which status says your program was accepted?');
    expect(first?.textContent).toContain('Choose one.');
    expect(question('how-to-practise')?.textContent).toContain('Choose all that apply.');
    const details = first?.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Show the answer');
    expect(details?.textContent).toBe(
      'Show the answer' +
        'A: not correct. Solving is for a problem you are still working on.' +
        'B: correct. Accepted by the judge: that is Solved.',
    );
    const third = question('predict-output');
    expect(third?.querySelector('pre')?.textContent).toContain('print(7 // 2)');
    expect(third?.querySelector('details .katex')).not.toBeNull();
  });
});

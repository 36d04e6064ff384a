import { createContactIssueUrl, createIssueBody, createIssueTitle } from '../contact';

const repo = 'https://github.com/example/guide';

describe('Contact Us link', () => {
  it('prefills title, body and label for a problem', () => {
    const url = new URL(
      createContactIssueUrl(`${repo}/`, {
        topic: 'missing-solution',
        message: '  Could you add a Python solution?  ',
        email: 'student@example.com',
        pageUrl: 'https://guide.example/bronze/simulation#problem-x',
        problem: { name: 'Weird Algorithm', uniqueID: 'https://cses.fi/problemset/task/1068' },
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${repo}/issues/new`);
    expect(url.searchParams.get('title')).toBe('Missing solution: Weird Algorithm');
    expect(url.searchParams.get('labels')).toBe('missing-solution');
    expect(url.searchParams.get('body')).toBe(
      [
        '**Topic:** Missing solution',
        '**Page:** https://guide.example/bronze/simulation#problem-x',
        '**Problem:** Weird Algorithm',
        '**Problem ID:** https://cses.fi/problemset/task/1068',
        '**Contact email:** student@example.com',
        '',
        'Could you add a Python solution?',
      ].join('\n'),
    );
  });

  it('names the page when there is no problem, and leaves out an empty email', () => {
    const request = {
      topic: 'mistake' as const,
      message: 'Typo in the second paragraph.',
      email: '  ',
      pageUrl: 'https://guide.example/general/fast-io',
    };
    expect(createIssueTitle(request)).toBe('Mistake: /general/fast-io');
    expect(createIssueBody(request)).not.toContain('email');
  });
});

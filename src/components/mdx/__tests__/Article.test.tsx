import { act } from 'react';
import { render, screen } from '@testing-library/react';
import type { ArticleData } from '../../../mdx/article';
import { Article, ArticleSuspense } from '../Article';

const article = (over: Partial<ArticleData> = {}): ArticleData => ({
  tree: [
    { tag: 'h2', props: { id: 'idea' }, children: ['The idea'] },
    { b: 0, tag: 'p' },
    { tag: 'Info', props: { title: 'Note' }, children: [{ b: 1, tag: 'p' }] },
  ],
  html: ['Sum <em>once</em>.', 'Read each element once.'],
  blocks: 2,
  hasMath: false,
  htmlUrl: '/articles/test.json',
  ...over,
});

describe('Article', () => {
  it('renders widgets from the registry and static blocks from their HTML', () => {
    render(<Article article={article()} />);
    expect(screen.getByRole('heading', { name: 'The idea' })).toHaveAttribute('id', 'idea');
    expect(screen.getByText('once').tagName).toBe('EM');
    expect(screen.getByRole('note')).toHaveTextContent('Read each element once.');
  });

  it('reached by a link, waits for its HTML file and then shows the whole article', async () => {
    const fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ html: ['Fetched <em>text</em>.', 'Second block.'] }),
    }));
    global.fetch = fetch as unknown as typeof global.fetch;
    render(
      <ArticleSuspense fallback={<p>Waiting</p>}>
        <Article article={article({ html: undefined, htmlUrl: '/articles/linked.json' })} />
      </ArticleSuspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => undefined);
    expect(await screen.findByText('text')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Second block.');
    expect(fetch).toHaveBeenCalledWith('/articles/linked.json');
  });

  it('says so, with a reload link, when the HTML file cannot be loaded', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 503 })) as unknown as typeof fetch;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ArticleSuspense fallback={null}>
        <Article article={article({ html: undefined, htmlUrl: '/articles/offline.json' })} />
      </ArticleSuspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('link', { name: 'reload' })).toBeInTheDocument();
    error.mockRestore();
  });
});

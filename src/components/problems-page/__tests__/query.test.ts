import { DEFAULT_VIEW, parseView, toSearch, type ProblemView } from '../query';

describe('view ⇄ URL query', () => {
  it('the default view is the bare URL', () => {
    expect(toSearch(DEFAULT_VIEW)).toBe('');
    expect(parseView('')).toEqual(DEFAULT_VIEW);
  });

  it('round-trips every filter and the sort', () => {
    const view: ProblemView = {
      q: 'two sum & more',
      status: 'Unsolved',
      difficulty: 'Very Hard',
      source: 'CSES',
      tag: 'Prefix Sums',
      section: 'gold',
      module: 'intro-dp',
      starred: true,
      sort: 'difficulty',
      desc: true,
    };
    const search = toSearch(view);
    expect(search).toBe(
      '?q=two+sum+%26+more&status=Unsolved&difficulty=Very+Hard&source=CSES&tag=Prefix+Sums&section=gold&module=intro-dp&starred=1&sort=difficulty&dir=desc',
    );
    expect(parseView(search)).toEqual(view);
  });

  it('drops unknown and invalid values', () => {
    expect(parseView('?status=Done&difficulty=Easyish&section=diamond&sort=rating&x=1')).toEqual(
      DEFAULT_VIEW,
    );
  });
});

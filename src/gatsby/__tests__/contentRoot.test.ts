import { resolveContentRoot } from '../contentRoot';

describe('resolveContentRoot', () => {
  it('is the site root by default', () => {
    expect(resolveContentRoot('/site', {})).toBe('/site');
    expect(resolveContentRoot('/site', { CONTENT_ROOT: '  ' })).toBe('/site');
  });
  it('follows CONTENT_ROOT, relative to the site root', () => {
    expect(resolveContentRoot('/site', { CONTENT_ROOT: '/tmp/corpus' })).toBe('/tmp/corpus');
    expect(resolveContentRoot('/site', { CONTENT_ROOT: 'bench/corpus' })).toBe(
      '/site/bench/corpus',
    );
  });
});

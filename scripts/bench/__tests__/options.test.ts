/** @jest-environment node */
import { parseOptions } from '../options';
import { PAGE_TYPES } from '../pageTypes';

describe('parseOptions', () => {
  it('defaults to a full run: 3 Lighthouse runs, cold build, every page type', () => {
    expect(parseOptions([])).toEqual({
      check: false,
      lighthouseRuns: 3,
      skipColdBuild: false,
      skipBuild: false,
      pages: PAGE_TYPES.map((type) => type.id),
      docs: false,
      sweep: true,
      develop: true,
    });
  });

  it('--quick means one Lighthouse run and no cold build, unless --runs says otherwise', () => {
    expect(parseOptions(['--quick'])).toMatchObject({ lighthouseRuns: 1, skipColdBuild: true });
    expect(parseOptions(['--runs', '2', '--quick'])).toMatchObject({ lighthouseRuns: 2 });
    expect(parseOptions(['--quick', '--runs=5'])).toMatchObject({ lighthouseRuns: 5 });
  });

  it('takes a page list and rejects unknown page types by name', () => {
    expect(parseOptions(['--pages', 'home, module']).pages).toEqual(['home', 'module']);
    expect(() => parseOptions(['--pages=home,modul'])).toThrow('Unknown page type modul');
  });

  it('rejects unknown options and bad values', () => {
    expect(() => parseOptions(['--chek'])).toThrow('Unknown option --chek');
    expect(() => parseOptions(['--runs', '0'])).toThrow('positive integer');
    expect(() => parseOptions(['--pages'])).toThrow('--pages needs a value');
  });

  it('reads --check, --no-build, --docs, --no-sweep and --no-develop', () => {
    expect(
      parseOptions(['--check', '--no-build', '--docs', '--no-sweep', '--no-develop']),
    ).toMatchObject({
      check: true,
      skipBuild: true,
      docs: true,
      sweep: false,
      develop: false,
    });
  });
});

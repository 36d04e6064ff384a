import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deferBundles, deferBundlesInBuild, lateScriptLoader } from '../lateScripts';

const BUNDLES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];

/** The end of a page as Gatsby 5 builds it: its scripts slice stitched in. */
const BUILT_PAGE =
  '<html><body><div id="___gatsby">Dashboard</div>' +
  '<script id="gatsby-script-loader">window.pagePath="/dashboard";</script>' +
  '<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="h";</script>' +
  BUNDLES.map((src) => `<script src="${src}" async=""></script>`).join('') +
  '<!-- slice-end id="_gatsby-scripts-1" --></body></html>';

function scriptsIn(container: ParentNode): string[] {
  return [...container.querySelectorAll('script[src]')].map((s) => s.getAttribute('src') ?? '');
}

describe("Gatsby's bundles, loaded after the first paint", () => {
  it('replaces the bundle tags with one loader in the first one’s place, keeping everything else', () => {
    const html = deferBundles(BUILT_PAGE);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      '<script id="gatsby-script-loader">window.pagePath="/dashboard";</script>',
    );
    expect(html).toContain(
      '<script>window.___webpackCompilationHash="h";</script><script id="late-scripts">',
    );
    expect(html).toContain(`var s=${JSON.stringify(BUNDLES)};`);
    expect(html.endsWith('</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>')).toBe(
      true,
    );
  });

  it('leaves a page already rewritten, or one without bundles, as it is', () => {
    const once = deferBundles(BUILT_PAGE);
    expect(deferBundles(once)).toBe(once);
    expect(deferBundles('<html><body>404</body></html>')).toBe('<html><body>404</body></html>');
  });

  it('rewrites every built HTML file, slices included, and reports how many changed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'late-scripts-'));
    try {
      mkdirSync(join(dir, 'dashboard'));
      mkdirSync(join(dir, '_gatsby', 'slices'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), BUILT_PAGE);
      writeFileSync(join(dir, 'dashboard', 'index.html'), BUILT_PAGE);
      writeFileSync(join(dir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), BUILT_PAGE);
      writeFileSync(join(dir, 'app-3.js'), '<script src="/x.js" async=""></script>');
      writeFileSync(join(dir, '404.html'), '<html><body>404</body></html>');
      mkdirSync(join(dir, 'page.html'));
      writeFileSync(join(dir, 'page.html', 'index.html'), BUILT_PAGE);

      expect(deferBundlesInBuild(dir)).toBe(4);
      expect(readFileSync(join(dir, 'dashboard', 'index.html'), 'utf8')).toBe(
        deferBundles(BUILT_PAGE),
      );
      expect(readFileSync(join(dir, 'app-3.js'), 'utf8')).toContain('<script src=');
      expect(deferBundlesInBuild(dir)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops the build when a page ends without the bundle tags it expects', () => {
    const dir = mkdtempSync(join(tmpdir(), 'late-scripts-'));
    try {
      writeFileSync(join(dir, 'index.html'), BUILT_PAGE);
      writeFileSync(join(dir, 'other.html'), BUILT_PAGE.replace(/ async=""/g, ' defer=""'));
      expect(() => deferBundlesInBuild(dir)).toThrow(
        /other\.html has none of Gatsby's bundle tags/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('the loader, run in a page', () => {
    let frames: FrameRequestCallback[];
    let visibility: DocumentVisibilityState;

    beforeEach(() => {
      document.body.innerHTML = '';
      frames = [];
      visibility = 'visible';
      jest.useFakeTimers();
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        frames.push(callback);
        return frames.length;
      });
      jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    });

    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    const run = () => new Function(lateScriptLoader(BUNDLES))();

    it('adds nothing before the first frame, and the bundles, in order, after it', () => {
      run();
      expect(scriptsIn(document.body)).toEqual([]);
      frames.forEach((frame) => frame(0));
      expect(scriptsIn(document.body)).toEqual([]);
      jest.runAllTimers();
      expect(scriptsIn(document.body)).toEqual(BUNDLES);
      const added = [...document.body.querySelectorAll('script')];
      expect(added.every((script) => script.async)).toBe(true);
    });

    it('loads them at once in a page that is not visible, where no frame would come', () => {
      visibility = 'hidden';
      run();
      expect(frames).toEqual([]);
      expect(scriptsIn(document.body)).toEqual(BUNDLES);
    });
  });

  it('keeps a source that would close the inline script from doing so', () => {
    expect(lateScriptLoader(['/a</script>.js'])).not.toContain('</script>');
  });
});

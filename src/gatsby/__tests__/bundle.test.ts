/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { CompileHintsPlugin } from '../compileHints';
import {
  BROWSER_ONLY_MODULES,
  MANIFEST_BROWSER_PLUGIN,
  PARTYTOWN_BROWSER_PLUGIN,
  browserBundleConfig,
  htmlRendererConfig,
} from '../bundle';
import { INLINE_KATEX_CSS } from '../katex';

const siteRoot = join(__dirname, '..', '..', '..');
const partytownBrowserPlugin = require.resolve(
  'gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
);
const manifestBrowserPlugin = require.resolve('gatsby-plugin-manifest/gatsby-browser.js');

describe('browserBundleConfig', () => {
  it('replaces the Partytown and manifest browser plugins with the empty module', () => {
    const normalModuleReplacement = jest.fn((test: RegExp, target: string) => ({ test, target }));
    const plugins = { normalModuleReplacement } as unknown as CreateWebpackConfigArgs['plugins'];
    const config = browserBundleConfig(siteRoot, plugins);

    expect(config.plugins[0]).toBeInstanceOf(CompileHintsPlugin);
    const replaced = [partytownBrowserPlugin, manifestBrowserPlugin];
    expect(normalModuleReplacement).toHaveBeenCalledTimes(replaced.length);
    normalModuleReplacement.mock.calls.forEach(([test, target], index) => {
      expect(test.test(replaced[index])).toBe(true);
      expect(readFileSync(target, 'utf8')).not.toMatch(/\bexport\b|\brequire\(/);
    });
  });

  it('relies on the manifest plugin acting only for localised manifests, which the site has none of', () => {
    // If the site localises its manifest (or the plugin starts doing more), this replacement must go.
    const source = readFileSync(manifestBrowserPlugin, 'utf8');
    expect([...source.matchAll(/export const (\w+)/g)].map((m) => m[1])).toEqual(['onRouteUpdate']);
    expect(source).toMatch(
      /onRouteUpdate = function onRouteUpdate\([^)]*\) \{\s*if \(__MANIFEST_PLUGIN_HAS_LOCALISATION__\) \{/,
    );
    // gatsby-config.ts's imports are ESM-only, so read it rather than load it.
    expect(readFileSync(join(siteRoot, 'gatsby-config.ts'), 'utf8')).not.toMatch(/\blocalize\b/);
  });

  it('relies on that plugin doing nothing outside gatsby develop', () => {
    // If a Gatsby upgrade makes the plugin act in production, this replacement must go.
    const source = readFileSync(partytownBrowserPlugin, 'utf8');
    const exported = new Set([...source.matchAll(/exports\.(\w+) =/g)].map((m) => m[1]));
    exported.delete('__esModule');
    expect([...exported]).toEqual(['onInitialClientRender']);
    expect(source).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/);
  });

  it('leaves every other gatsby-browser alone', () => {
    for (const test of [PARTYTOWN_BROWSER_PLUGIN, MANIFEST_BROWSER_PLUGIN]) {
      expect(test.test(join(siteRoot, 'gatsby-browser.tsx'))).toBe(false);
      expect(test.test('/site/node_modules/gatsby-plugin-offline/gatsby-browser.js')).toBe(false);
    }
  });
});

describe('htmlRendererConfig', () => {
  const define = jest.fn((definitions: Record<string, string>) => ({ definitions }));
  const plugins = { define } as unknown as CreateWebpackConfigArgs['plugins'];
  const loaders = { null: () => ({ loader: 'null-loader' }) };

  it('compiles the installed KaTeX CSS into the renderer, its fonts pointing at /katex/fonts', () => {
    expect(htmlRendererConfig(siteRoot, plugins, loaders).plugins).toHaveLength(1);

    const definitions = define.mock.calls[0]?.[0] ?? {};
    expect(Object.keys(definitions)).toEqual([INLINE_KATEX_CSS]);
    const css: unknown = JSON.parse(definitions[INLINE_KATEX_CSS] ?? 'null');
    expect(css).toEqual(expect.stringContaining('.katex{'));
    expect(css).toEqual(expect.stringContaining('url(/katex/fonts/KaTeX_Main-Regular.woff2)'));
    expect(css).not.toMatch(/url\(fonts\/|\.ttf\)|\.woff\)/);
  });

  it('is the name gatsby-ssr.tsx reads, so a page render reads no files', () => {
    const ssr = readFileSync(join(siteRoot, 'gatsby-ssr.tsx'), 'utf8');
    expect(ssr).toContain(`declare const ${INLINE_KATEX_CSS}: string;`);
    expect(ssr).not.toMatch(/from 'node:fs'|from 'fs'|readInlineKatexCss/);
  });

  it('leaves the browser-only modules out of the renderer, and nothing else', () => {
    const { rules } = htmlRendererConfig(siteRoot, plugins, loaders).module;
    const emptied = (path: string) => rules.some((rule) => rule.test.test(path));
    const liveupdate = join(siteRoot, 'src', 'components', 'liveupdate');
    for (const name of ['compileMdx.ts', 'checkDraft.ts', 'CodeEditor.tsx']) {
      expect(emptied(join(liveupdate, name))).toBe(true);
    }
    expect(emptied(require.resolve('firebase/firestore'))).toBe(true);
    expect(
      emptied(
        join(
          siteRoot,
          'node_modules',
          '@firebase',
          'database',
          'dist',
          'node-esm',
          'index.node.esm.js',
        ),
      ),
    ).toBe(true);
    expect(rules.every((rule) => rule.use.loader === 'null-loader')).toBe(true);

    for (const kept of [
      join(liveupdate, 'LiveUpdate.tsx'),
      join(liveupdate, 'useLivePreview.ts'),
      join(siteRoot, 'src', 'user-data', 'sync', 'firebaseBackend.ts'),
      join(siteRoot, 'src', 'components', 'mdx', 'Article.tsx'),
      require.resolve('katex'),
    ]) {
      expect(emptied(kept)).toBe(false);
    }
  });

  it('relies on the site loading those modules only with import(), which a render never runs', () => {
    // A static import would render with an empty module; bring such a module back into the
    // renderer (remove it from BROWSER_ONLY_MODULES) before importing it statically.
    const sources = readdirSync(join(siteRoot, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .filter((entry) => !entry.parentPath.includes('__tests__'))
      .map((entry) => join(entry.parentPath, entry.name));
    const staticImport =
      /^import (?!type )[^;]*from '(?:firebase\/[\w-]+|\.{1,2}\/(?:[\w-]+\/)*(?:compileMdx|checkDraft|CodeEditor))';/m;
    const offenders = sources.filter((path) => staticImport.test(readFileSync(path, 'utf8')));
    expect(offenders).toEqual([]);
    expect(BROWSER_ONLY_MODULES).toHaveLength(2);
  });
});

/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { CompileHintsPlugin } from '../compileHints';
import { PARTYTOWN_BROWSER_PLUGIN, browserBundleConfig } from '../bundle';

const siteRoot = join(__dirname, '..', '..', '..');
const partytownBrowserPlugin = require.resolve(
  'gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
);

describe('browserBundleConfig', () => {
  it('replaces the Partytown browser plugin Gatsby installs with the empty module', () => {
    const normalModuleReplacement = jest.fn((test: RegExp, target: string) => ({ test, target }));
    const plugins = { normalModuleReplacement } as unknown as CreateWebpackConfigArgs['plugins'];
    const config = browserBundleConfig(siteRoot, plugins);

    expect(config.plugins[0]).toBeInstanceOf(CompileHintsPlugin);
    const [test, target] = normalModuleReplacement.mock.calls[0];
    expect(test.test(partytownBrowserPlugin)).toBe(true);
    expect(readFileSync(target, 'utf8')).not.toMatch(/\bexport\b|\brequire\(/);
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
    expect(PARTYTOWN_BROWSER_PLUGIN.test(join(siteRoot, 'gatsby-browser.tsx'))).toBe(false);
    expect(
      PARTYTOWN_BROWSER_PLUGIN.test('/site/node_modules/gatsby-plugin-offline/gatsby-browser.js'),
    ).toBe(false);
  });
});

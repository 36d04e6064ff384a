import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addScriptPolicy,
  createScriptPolicy,
  hashScript,
  inlineScriptHashes,
  readHeaderScriptSources,
  toPagePath,
} from '../scriptPolicy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<script>var a=1;</script><script src="/app-0123456789abcdef0123.js" async></script>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/x";/*]]>*/</script>' +
  '</head><body><script>var a=1;</script></body></html>';

describe('script policy of a built page', () => {
  it('hashes each inline script once, never an external one', () => {
    expect(hashScript('var a=1;')).toBe(sha('var a=1;'));
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha('var a=1;'),
      sha('/*<![CDATA[*/window.pagePath="/x";/*]]>*/'),
    ]);
  });

  it("keeps the header's hosts, drops 'unsafe-inline', and 'unsafe-eval' unless allowed", () => {
    const header = ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https://apis.google.com'];
    const hashes = inlineScriptHashes(PAGE).join(' ');
    expect(createScriptPolicy(header, PAGE, false)).toBe(
      `script-src 'self' https://apis.google.com ${hashes}`,
    );
    expect(createScriptPolicy(header, PAGE, true)).toBe(
      `script-src 'self' 'unsafe-eval' https://apis.google.com ${hashes}`,
    );
  });

  it('puts the policy first in <head>, before any script, and replaces it on a second run', () => {
    const once = addScriptPolicy(PAGE, "script-src 'self'");
    expect(
      once.startsWith(
        '<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy"',
      ),
    ).toBe(true);
    const twice = addScriptPolicy(once, "script-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="script-src 'none'"`);
  });

  it("reads script-src from this project's firebase.json, which allows inline scripts only there", () => {
    const sources = readHeaderScriptSources(
      readFileSync(join(__dirname, '../../../firebase.json'), 'utf8'),
    );
    expect(sources).toContain("'self'");
    expect(sources).toContain("'unsafe-inline'");
    expect(() => readHeaderScriptSources('{"hosting":{}}')).toThrow(/no Content-Security-Policy/);
  });

  it('names pages by path', () => {
    expect(toPagePath('/p', '/p/index.html')).toBe('/');
    expect(toPagePath('/p', '/p/liveupdate/index.html')).toBe('/liveupdate');
    expect(toPagePath('/p', '/p/404.html')).toBe('/404');
  });
});

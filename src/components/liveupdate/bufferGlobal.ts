/**
 * gray-matter, the content model's frontmatter parser (shared with the build so both read YAML
 * the same way), keeps a `Buffer.from(text)` copy of every file it parses. Browsers have no
 * `Buffer`, so the draft checks give it the standard polyfill. Imported only by the lazily
 * loaded checker chunk, and it never replaces a `Buffer` the page already has.
 */
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;

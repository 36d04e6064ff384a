/**
 * The images of a compiled article (src/mdx/articleImages.ts) made real, for the build and for
 * `npm run validate` alike: each file is found next to its MDX file and read, and its marker in
 * the article's HTML becomes the image.
 *
 * - A raster (PNG, JPEG, WebP) becomes an `<img>` with `width`/`height` (no layout shift when it
 *   loads), a `srcset` of the widths the source allows (phone, content width, twice the content
 *   width) and `loading="lazy"` unless it is at the top of the article. The files themselves are
 *   produced by the build only (src/gatsby/articleImages.ts), named by the source's content hash.
 * - An SVG is inlined (inlineSvg.ts), so it follows dark mode.
 *
 * A file that is missing, unreadable or not what its extension says is a content error with the
 * MDX file's line and a fix.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { suggest, type ContentError } from '../content-model/errors';
import type { Article, ArticleNode } from '../mdx/article';
import {
  escapeHtml,
  extensionOf,
  fillImageMarkers,
  IMAGE_FORMATS,
  IMAGE_MARKER_PATTERN,
  IMAGES_FOLDER,
  type ArticleImage,
} from '../mdx/articleImages';
import { toInlineSvg } from './inlineSvg';

/**
 * The width a raster is drawn at on a wide screen: the site's content width. Its double serves
 * screens with two device pixels per CSS pixel, its half phones.
 */
export const CONTENT_WIDTH = 832;
const WIDTHS = [CONTENT_WIDTH / 2, CONTENT_WIDTH, CONTENT_WIDTH * 2];

/**
 * How wide the article column is (src/templates/module.tsx and solution.tsx: `max-w-3xl`/
 * `max-w-prose`, 48rem, inside `px-4 sm:px-6`), so the browser picks a file from the srcset
 * before it lays out the page.
 */
export const IMAGE_SIZES =
  '(min-width: 816px) 768px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** Where the build serves the resized rasters. */
export const IMAGES_DIR = 'images';

/**
 * The article's first few top-level nodes are on or near the first screen: an image there loads
 * at once; any later one only when the reader scrolls near it.
 */
const EAGER_TOP_NODES = 3;

/** Part of every output name: changing how rasters are resized renames every file. */
const RESIZE_SETTINGS = 'q100-v1';

export type RasterFormat = 'png' | 'jpeg' | 'webp';

/** One resized file the build writes. */
export interface ImageAsset {
  /** The source file, absolute. */
  source: string;
  /** The output's file name in `public/images/`. */
  name: string;
  width: number;
  format: RasterFormat;
}

export interface RasterInfo {
  width: number;
  height: number;
  /** As sharp names it: png, jpeg, webp, gif, … */
  format: string;
}

/** A raster's size and format (sharp's metadata: the file's header only). */
async function readRasterInfo(path: string): Promise<RasterInfo> {
  // Loaded on first use: a tree with no raster never loads sharp's native library.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sharp = require('sharp') as typeof import('sharp');
  const { width, height, format } = await sharp(path).metadata();
  if (!width || !height || !format) throw new Error('no size or format in the file');
  return { width, height, format };
}

/** The widths a source of this width is resized to: never wider than the source. */
export function rasterWidths(sourceWidth: number): number[] {
  const widths = WIDTHS.filter((w) => w <= sourceWidth);
  // Between two steps the source's own width is the sharpest file there is.
  if (sourceWidth < WIDTHS[WIDTHS.length - 1] && !widths.includes(sourceWidth)) {
    widths.push(sourceWidth);
  }
  return widths;
}

const FORMAT_OF_EXTENSION: Record<string, RasterFormat> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
};
const EXTENSION_OF_FORMAT: Record<RasterFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

export interface RasterImage {
  alt: string;
  /** The displayed size: the content width at most, the source's ratio. */
  width: number;
  height: number;
  files: { url: string; width: number }[];
  lazy: boolean;
}

/** The files and the `<img>` of a raster, named by the hash of the source's bytes. */
export function toRasterImage(
  source: { path: string; hash: string; info: RasterInfo; format: RasterFormat },
  alt: string,
  lazy: boolean,
): { image: RasterImage; assets: ImageAsset[] } {
  const stem =
    posix
      .basename(source.path.replace(/\\/g, '/'))
      .replace(/\.[^.]+$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image';
  const extension = EXTENSION_OF_FORMAT[source.format];
  const assets = rasterWidths(source.info.width).map((width) => ({
    source: source.path,
    name: `${stem}-${source.hash}-${width}.${extension}`,
    width,
    format: source.format,
  }));
  const width = Math.min(CONTENT_WIDTH, source.info.width);
  const height = Math.round((source.info.height * width) / source.info.width);
  return {
    image: {
      alt,
      width,
      height,
      files: assets.map((a) => ({ url: `/${IMAGES_DIR}/${a.name}`, width: a.width })),
      lazy,
    },
    assets,
  };
}

export function renderRaster(image: RasterImage): string {
  const largest = image.files[image.files.length - 1];
  // The 1× file is the fallback `src`: the one a browser without srcset would draw.
  const fallback = image.files.find((f) => f.width >= image.width) ?? largest;
  const srcset = image.files.map((f) => `${f.url} ${f.width}w`).join(', ');
  return (
    `<img src="${fallback.url}" srcset="${srcset}" sizes="${IMAGE_SIZES}" ` +
    `width="${image.width}" height="${image.height}" alt="${escapeHtml(image.alt)}" ` +
    `${image.lazy ? 'loading="lazy" ' : ''}decoding="async" class="article-raster">`
  );
}

/** The index of the top-level node of the tree that holds static block `block`. */
function topNodeOf(tree: readonly ArticleNode[], block: number): number {
  const holds = (node: ArticleNode): boolean => {
    if (typeof node === 'string') return false;
    if ('b' in node) return node.b === block;
    return (node.children ?? []).some(holds);
  };
  const index = tree.findIndex(holds);
  return index < 0 ? Number.POSITIVE_INFINITY : index;
}

/** For each image index, the static block whose HTML holds its marker. */
function blocksOfImages(article: Article): Map<number, number> {
  const blocks = new Map<number, number>();
  article.html.forEach((html, block) => {
    for (const match of html.matchAll(IMAGE_MARKER_PATTERN)) blocks.set(Number(match[1]), block);
  });
  return blocks;
}

const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes);

/** What to write when the file is not in the folder: the folder's images, or how to start one. */
function missingHint(folder: string, wanted: string, shownFolder: string): string {
  const present = existsSync(folder)
    ? readdirSync(folder).filter((name) => IMAGE_FORMATS.includes(extensionOf(name)))
    : [];
  if (present.length === 0) {
    return `Save the image as ${shownFolder}/${wanted}, or correct the path.`;
  }
  return `${suggest(wanted, present, `The images in ${shownFolder}/ are`)} Save the image there or correct the path.`;
}

export interface ResolvedImages {
  /** The article with every image in place. */
  article: Article;
  /** The resized files the build must write. */
  assets: ImageAsset[];
  errors: ContentError[];
}

/**
 * Each image of the article found and put in place. `file` is the MDX file relative to `root`
 * (the content root), as in every content error.
 */
export async function resolveArticleImages(
  root: string,
  file: string,
  article: Article,
  images: readonly ArticleImage[],
): Promise<ResolvedImages> {
  if (images.length === 0) return { article, assets: [], errors: [] };
  const errors: ContentError[] = [];
  const assets: ImageAsset[] = [];
  const rendered: string[] = [];
  const blocks = blocksOfImages(article);
  const fileDir = posix.dirname(file);

  for (const [index, image] of images.entries()) {
    const relative = posix.normalize(posix.join(fileDir, image.src));
    const path = join(root, relative);
    const fail = (message: string, hint: string) => {
      errors.push({ file, line: image.line, column: image.column, message, hint });
      rendered.push('');
    };
    if (!existsSync(path)) {
      const name = posix.basename(relative);
      fail(
        `The image "${image.src}" does not exist (looked for ${relative}).`,
        missingHint(dirname(path), name, posix.join(fileDir, IMAGES_FOLDER)),
      );
      continue;
    }
    const bytes = readFileSync(path);
    const hash = sha(bytes).update(RESIZE_SETTINGS).digest('hex').slice(0, 20);
    const extension = extensionOf(relative);
    if (extension === 'svg') {
      const svg = toInlineSvg(bytes.toString('utf8'), image.alt, `svg${index}-${hash.slice(0, 8)}`);
      if (!svg.ok) {
        fail(
          `The diagram "${image.src}" cannot be inlined: ${svg.message}.`,
          'Draw it as docs/authoring.md ("Images and diagrams") says: one <svg> with a viewBox, colours as attributes or style="…", no <style> element.',
        );
      } else rendered.push(svg.html);
      continue;
    }
    let info: RasterInfo;
    try {
      info = await readRasterInfo(path);
    } catch (cause) {
      fail(
        `The image "${image.src}" cannot be read as an image (${(cause as Error).message}).`,
        'Export it again as PNG, JPEG or WebP.',
      );
      continue;
    }
    const format = FORMAT_OF_EXTENSION[extension];
    if (info.format !== format) {
      fail(
        `The image "${image.src}" is named .${extension} but holds ${info.format.toUpperCase()} data.`,
        `Export it as ${format.toUpperCase()}, or rename it to the extension of its format.`,
      );
      continue;
    }
    const lazy = topNodeOf(article.tree, blocks.get(index) ?? -1) >= EAGER_TOP_NODES;
    const raster = toRasterImage({ path, hash, info, format }, image.alt, lazy);
    assets.push(...raster.assets);
    rendered.push(renderRaster(raster.image));
  }
  return {
    article: fillImageMarkers(article, images, (_image, index) => rendered[index]),
    assets,
    errors,
  };
}

/**
 * Images in articles: `![alt](./images/name.png)`, a file in the `images/` folder next to the MDX
 * file. The compiler (compileArticle.ts) cannot read files (the live preview runs it in the
 * browser), so here each image becomes a marker in the article's HTML and an entry in its list of
 * images; what fills the marker is decided where the file can be read:
 *
 * - the build and `npm run validate` (src/content-build/articleImages.ts) check the file and put
 *   the real image there: a raster resized to the content width with its srcset, an SVG inlined;
 * - the live preview puts a box with the alt text (`renderImagePlaceholder`).
 *
 * What can be judged from the text alone is judged here, so the preview reports it too: the alt
 * text, the place of the file and its format.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { Article } from './article';

/** Where image problems are reported: compileArticle reads these from the file. */
export const IMAGE_MESSAGE_SOURCE = 'article-image';

/** The formats an article may use, by file extension: rasters are resized, SVG is inlined. */
export const RASTER_FORMATS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const IMAGE_FORMATS: readonly string[] = [...RASTER_FORMATS, 'svg'];

/** The folder, next to the MDX file, that holds its images. */
export const IMAGES_FOLDER = 'images';

/** An image as the author wrote it. */
export interface ArticleImage {
  /** The path as written, e.g. `./images/status.svg`. */
  src: string;
  alt: string;
  /** `![alt](src "title")`: shown as the figure's caption. */
  title?: string;
  line?: number;
  column?: number;
  /** Whether the image is alone in its paragraph (a figure) rather than inside a line of text. */
  figure: boolean;
}

/**
 * What the server-rendered HTML holds where an image goes until the image is known. Authored text
 * cannot produce it: MDX has no HTML comments.
 */
export const imageMarker = (index: number): string => `<!--article-image:${index}-->`;
export const IMAGE_MARKER_PATTERN = /<!--article-image:(\d+)-->/g;

/** The lower-case extension of a path, without its dot ('' when it has none). */
export function extensionOf(path: string): string {
  const name = path.split(/[?#]/)[0].split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const EXAMPLE = '![What the picture shows](./images/name.png)';

/** Why `src` cannot be an article image, or undefined when its form is right. */
export function checkImageSource(src: string): string | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(src)) {
    return `The image "${src}" is not a file next to this one: the site serves only images it builds itself.\n  Fix: Save the file in the ${IMAGES_FOLDER}/ folder beside this MDX file and write ${EXAMPLE}.`;
  }
  const path = src.replace(/^\.\//, '');
  if (!path.startsWith(`${IMAGES_FOLDER}/`) || path.split('/').includes('..')) {
    return `The image "${src}" is outside the ${IMAGES_FOLDER}/ folder beside this file.\n  Fix: Move it to ${IMAGES_FOLDER}/ next to this MDX file and write ${EXAMPLE}.`;
  }
  const extension = extensionOf(path);
  if (!IMAGE_FORMATS.includes(extension)) {
    return `The image "${src}" has the format "${extension || 'none'}", which the site does not serve.\n  Fix: Save it as PNG, JPEG or WebP (a photo or screenshot) or SVG (a diagram); the formats are ${IMAGE_FORMATS.map((f) => `.${f}`).join(', ')}.`;
  }
  return undefined;
}

function checkAlt(image: { src: string; alt: string | undefined }): string | undefined {
  if (!image.alt) {
    return `The image "${image.src}" has no alt text: a reader who cannot see it gets nothing.\n  Fix: Say what the picture shows between the brackets: ![Three boxes joined by arrows](${image.src}).`;
  }
  if (image.alt.trim() === '') {
    return `The image "${image.src}" has blank alt text.\n  Fix: Say what the picture shows between the brackets: ![Three boxes joined by arrows](${image.src}).`;
  }
  return undefined;
}

interface MessageSink {
  message(reason: string, place?: Element['position'], origin?: string): unknown;
  data: Record<string, unknown>;
}

const isBlank = (node: ElementContent) => node.type === 'text' && node.value.trim() === '';

const propString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

function toMarker(index: number): ElementContent {
  return { type: 'raw', value: imageMarker(index) } as unknown as ElementContent;
}

function visit(
  node: Root | Element,
  file: MessageSink,
  images: ArticleImage[],
  parent?: Root | Element,
): void {
  for (const [i, child] of node.children.entries()) {
    if (child.type !== 'element') {
      const jsx = child as unknown as { name?: string | null; position?: Element['position'] };
      if (jsx.name === 'img') {
        // Written as JSX, an image would skip every check and the resizing.
        file.message(
          `<img> is not resized or checked in an article.\n  Fix: Write the image as ${EXAMPLE}.`,
          jsx.position,
          `${IMAGE_MESSAGE_SOURCE}:jsx`,
        );
        continue;
      }
      // A widget's children (MDX's JSX nodes) hold Markdown too: `<Info>` may hold an image.
      if ('children' in child) visit(child as unknown as Element, file, images, node);
      continue;
    }
    if (child.tagName !== 'img') {
      visit(child, file, images, node);
      continue;
    }
    const src = propString(child.properties?.src) ?? '';
    const alt = propString(child.properties?.alt);
    const problem = checkAlt({ src, alt }) ?? checkImageSource(src);
    if (problem) {
      file.message(problem, child.position, `${IMAGE_MESSAGE_SOURCE}:check`);
      continue;
    }
    // Alone in its paragraph: the paragraph becomes a figure, so a block-level picture is not
    // laid out as a line of text (and may have a caption).
    const figure =
      node.type === 'element' &&
      node.tagName === 'p' &&
      parent !== undefined &&
      node.children.every((c) => c === child || isBlank(c));
    const title = propString(child.properties?.title);
    const image: ArticleImage = {
      src,
      alt: alt ?? '',
      ...(title ? { title } : {}),
      line: child.position?.start.line,
      column: child.position?.start.column,
      figure,
    };
    images.push(image);
    const marker = toMarker(images.length - 1);
    if (figure) {
      const element = node as Element;
      element.tagName = 'figure';
      element.properties = { className: ['article-figure'] };
      element.children = [marker];
      if (title) {
        element.children.push({
          type: 'element',
          tagName: 'figcaption',
          properties: {},
          children: [{ type: 'text', value: title }],
        });
      }
      return;
    }
    node.children[i] = {
      type: 'element',
      tagName: 'span',
      properties: { className: ['article-image'] },
      children: [marker],
    };
  }
}

/**
 * Each Markdown image checked, listed in `file.data.images` and replaced by its marker: in a
 * figure when it is alone in its paragraph, else in a span (a static block of its own wherever it
 * is, hastToArticle.ts).
 */
export function rehypeArticleImages() {
  return (tree: Root, file: MessageSink): void => {
    const images: ArticleImage[] = [];
    visit(tree, file, images);
    file.data.images = images;
  };
}

/** The article with each image marker replaced by `render`'s HTML for that image. */
export function fillImageMarkers(
  article: Article,
  images: readonly ArticleImage[],
  render: (image: ArticleImage, index: number) => string,
): Article {
  if (images.length === 0) return article;
  const html = article.html.map((block) =>
    block.replace(IMAGE_MARKER_PATTERN, (marker, index: string) => {
      const image = images[Number(index)];
      return image ? render(image, Number(index)) : marker;
    }),
  );
  return { ...article, html };
}

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The live preview's stand-in for an image it cannot read (a draft's files are not on the
 * site): the alt text, where the file goes, and that the built page shows it. Styled as a dashed
 * box (global.css) so it is never taken for the picture itself.
 */
export function renderImagePlaceholder(image: ArticleImage): string {
  return (
    `<span class="article-image-placeholder" role="img" aria-label="${escapeHtml(image.alt)}">` +
    `<span class="article-image-placeholder-alt">${escapeHtml(image.alt)}</span>` +
    `<span class="article-image-placeholder-note">${escapeHtml(image.src)}: shown on the built page</span>` +
    `</span>`
  );
}

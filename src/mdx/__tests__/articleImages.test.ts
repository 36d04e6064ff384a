/**
 * What the compiler does with an image: checks what the text alone can tell (alt text, place,
 * format) at the image's line, and leaves a marker that the build or the preview fills.
 */
import type { CompileArticleResult } from '../compileArticle';
import {
  checkImageSource,
  fillImageMarkers,
  imageMarker,
  renderImagePlaceholder,
  type ArticleImage,
} from '../articleImages';
import { compileAll } from './compileInNode';

const HEAD = '---\nid: demo\n---\n\nSome text.\n\n';

let results: Record<string, CompileArticleResult>;
beforeAll(() => {
  results = compileAll({
    figure: { text: `${HEAD}![Two boxes](./images/boxes.svg "A caption")\n` },
    inline: { text: `${HEAD}An icon ![a check mark](images/check.png) in a line.\n` },
    inWidget: { text: `${HEAD}<Info title="Look">![a chart](./images/chart.webp)</Info>\n` },
    missingAlt: { text: `${HEAD}![](./images/a.png)\n` },
    blankAlt: { text: `${HEAD}Text ![  ](./images/a.png)\n` },
    gif: { text: `${HEAD}![a sweep](./images/sweep.gif)\n` },
    remote: { text: `${HEAD}![a logo](https://example.com/logo.png)\n` },
    outside: { text: `${HEAD}![a logo](../logo.png)\n` },
    jsx: { text: `${HEAD}<img src="./images/a.png" alt="a" />\n` },
  });
}, 30_000);

const problemsOf = (name: string) => {
  const result = results[name];
  if (result.ok) throw new Error(`${name} compiled`);
  return result.problems;
};

describe('images in the compiler', () => {
  it('turns an image alone in its paragraph into a figure with its marker and caption', () => {
    const result = results.figure;
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.article.tree[1]).toEqual({
      b: 0,
      tag: 'figure',
      attrs: { className: 'article-figure' },
    });
    expect(result.article.html[0]).toBe(`${imageMarker(0)}<figcaption>A caption</figcaption>`);
    expect(result.images).toEqual([
      {
        src: './images/boxes.svg',
        alt: 'Two boxes',
        title: 'A caption',
        line: 7,
        column: 1,
        figure: true,
      },
    ]);
  });

  it('keeps an image inside a line of text in a span, and one in a widget in a block of its own', () => {
    const inline = results.inline;
    const widget = results.inWidget;
    if (!inline.ok || !widget.ok) throw new Error('did not compile');
    expect(inline.article.html[0]).toBe(
      `An icon <span class="article-image">${imageMarker(0)}</span> in a line.`,
    );
    expect(inline.images[0]).toMatchObject({ src: 'images/check.png', figure: false });
    // A marker is never a bare child of a widget: the renderer would not know it.
    expect(widget.article.tree[1]).toMatchObject({
      tag: 'Info',
      children: [{ tag: 'span', attrs: { className: 'article-image' } }],
    });
  });

  it.each([
    ['missingAlt', 7, /has no alt text[^]*Fix: Say what the picture shows/],
    ['blankAlt', 7, /has blank alt text[^]*Fix: /],
    ['gif', 7, /has the format "gif", which the site does not serve[^]*Fix: Save it as PNG/],
    ['remote', 7, /is not a file next to this one[^]*Fix: Save the file in the images\/ folder/],
    ['outside', 7, /is outside the images\/ folder[^]*Fix: Move it to images\//],
    ['jsx', 7, /<img> is not resized or checked[^]*Fix: Write the image as !\[/],
  ])('rejects %s at its line, with a fix', (name, line, message) => {
    const [problem] = problemsOf(name);
    expect(problem.line).toBe(line);
    expect(problem.message).toMatch(message);
  });
});

describe('checkImageSource', () => {
  it.each([
    './images/a.png',
    'images/b.JPG',
    './images/sub/c.jpeg',
    './images/d.webp',
    './images/e.svg',
  ])('accepts %s', (src) => expect(checkImageSource(src)).toBeUndefined());
  it.each([
    '/images/a.png',
    'data:image/png;base64,AA',
    './images/../x.png',
    './pics/a.png',
    './images/a',
  ])('refuses %s', (src) => expect(checkImageSource(src)).toMatch(/\n {2}Fix: /));
});

describe('filling the markers', () => {
  const image: ArticleImage = { src: './images/a.png', alt: 'A "quoted" <b>', figure: true };

  it('puts each image where its marker is, and leaves an article without images as it is', () => {
    const article = { tree: [], hasMath: false, html: [`x${imageMarker(0)}y`, 'plain'] };
    const filled = fillImageMarkers(article, [image], () => '<img>');
    expect(filled.html).toEqual(['x<img>y', 'plain']);
    expect(fillImageMarkers(article, [], () => '<img>')).toBe(article);
  });

  it("the preview's stand-in shows the escaped alt text and says the built page shows the image", () => {
    const html = renderImagePlaceholder(image);
    expect(html).toContain('aria-label="A &quot;quoted&quot; &lt;b&gt;"');
    expect(html).toContain('./images/a.png: shown on the built page');
    expect(html).not.toContain('<b>');
  });
});

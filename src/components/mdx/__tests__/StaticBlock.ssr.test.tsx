/**
 * @jest-environment node
 */
// The build renders pages in Node, with no document.
import { renderToString } from 'react-dom/server';
import { blockMarker } from '../../../mdx/article';
import { StaticBlock, createStaticHtmlSource } from '../StaticBlock';

const STRINGS = ['Let <em>x</em> be the answer.', 'A <strong>second</strong> block.'];

describe('StaticBlock on the server', () => {
  it('renders each block with its HTML and attributes when the source has them', () => {
    const source = createStaticHtmlSource(async () => STRINGS, STRINGS);
    const error = jest.spyOn(console, 'error');
    const html = renderToString(
      <div>
        <StaticBlock source={source} index={0} tag="p" className="lead" />
        <StaticBlock source={source} index={1} tag="p" />
      </div>,
    );
    expect(html).toBe(
      '<div><p class="lead">Let <em>x</em> be the answer.</p><p>A <strong>second</strong> block.</p></div>',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('leaves the marker the build fills in where the page data has no HTML', () => {
    const source = createStaticHtmlSource(async () => STRINGS);
    const html = renderToString(<StaticBlock source={source} index={1} tag="p" />);
    expect(html).toBe(`<p>${blockMarker(1)}</p>`);
  });
});

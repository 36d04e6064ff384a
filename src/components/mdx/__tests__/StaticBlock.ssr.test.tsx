/**
 * @jest-environment node
 */
// The build renders pages in Node, with no document: every block must carry its HTML there.
import { renderToString } from 'react-dom/server';
import { StaticBlock, staticHtmlSource } from '../StaticBlock';

describe('StaticBlock on the server', () => {
  it('waits for the strings and renders each block with its HTML and attributes', async () => {
    const source = await staticHtmlSource(async () => ({
      default: ['Let <em>x</em> be the answer.', 'A <strong>second</strong> block.'],
    }));
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
});

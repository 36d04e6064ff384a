import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { StaticBlock, createStaticHtmlSource, staticHtmlSource } from '../StaticBlock';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const STRINGS = ['Let <em>x</em> be the answer.', 'A <strong>second</strong> block.'];

/** A source whose chunk of strings counts how often it is fetched. */
function countingSource() {
  const fetches = { count: 0 };
  const source = createStaticHtmlSource(async () => {
    fetches.count += 1;
    return { default: STRINGS };
  });
  return { source, fetches };
}

function Article({
  source,
  show = true,
}: {
  source: ReturnType<typeof countingSource>['source'];
  show?: boolean;
}) {
  return (
    <div>
      {show && <StaticBlock source={source} index={0} tag="p" className="lead" />}
      <StaticBlock source={source} index={1} tag="p" />
    </div>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  delete document.documentElement.dataset.hydrated;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** What the server sends for <Article> (StaticBlock.ssr.test.tsx renders it on the server). */
const SERVER_HTML =
  '<div><p class="lead">Let <em>x</em> be the answer.</p><p>A <strong>second</strong> block.</p></div>';

describe('StaticBlock', () => {
  it('keeps the server’s content on hydration without fetching the strings', async () => {
    container.innerHTML = SERVER_HTML;
    const { source, fetches } = countingSource();
    await act(async () => {
      root = hydrateRoot(container, <Article source={source} />);
    });
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(fetches.count).toBe(0);
  });

  it('mounts a block again from the copy it kept when it left the page, still without a fetch', async () => {
    container.innerHTML = SERVER_HTML;
    const { source, fetches } = countingSource();
    await act(async () => {
      root = hydrateRoot(container, <Article source={source} />);
    });
    await act(async () => root!.render(<Article source={source} show={false} />));
    expect(container.querySelectorAll('p')).toHaveLength(1);
    await act(async () => root!.render(<Article source={source} show />));
    expect(container.querySelector('p.lead')?.innerHTML).toBe(STRINGS[0]);
    expect(fetches.count).toBe(0);
  });

  it('fetches the strings once when a block mounts with nothing to start from', async () => {
    const { source, fetches } = countingSource();
    await act(async () => {
      root = createRoot(container);
      root.render(<Article source={source} />);
    });
    expect(container.querySelector('p.lead')?.innerHTML).toBe(STRINGS[0]);
    expect(container.querySelectorAll('p')[1].innerHTML).toBe(STRINGS[1]);
    expect(fetches.count).toBe(1);
  });
});

describe('staticHtmlSource', () => {
  it('does not fetch the strings for the page the browser opened', async () => {
    let fetched = false;
    const source = await staticHtmlSource(async () => {
      fetched = true;
      return { default: STRINGS };
    });
    expect(fetched).toBe(false);
    expect(source.get(0)).toBeUndefined();
  });

  it('has the strings ready for a page reached after the first render', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const source = await staticHtmlSource(async () => ({ default: STRINGS }));
    expect(source.get(1)).toBe(STRINGS[1]);
  });

  it('lets a later mount try again after a failed fetch', async () => {
    let attempts = 0;
    const source = createStaticHtmlSource(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: STRINGS };
    });
    await expect(source.load()).rejects.toThrow('offline');
    await source.load();
    expect(source.get(0)).toBe(STRINGS[0]);
  });
});

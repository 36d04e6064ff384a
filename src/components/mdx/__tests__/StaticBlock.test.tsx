import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { StaticBlock, createStaticHtmlSource } from '../StaticBlock';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const STRINGS = ['Let <em>x</em> be the answer.', 'A <strong>second</strong> block.'];

/** A source whose chunk of strings counts how often it is fetched. */
function countingSource() {
  const fetches = { count: 0 };
  const source = createStaticHtmlSource(async () => {
    fetches.count += 1;
    return STRINGS;
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

describe('createStaticHtmlSource', () => {
  it('knows the strings it was given and loads nothing for them', async () => {
    let fetched = false;
    const source = createStaticHtmlSource(async () => {
      fetched = true;
      return STRINGS;
    }, STRINGS);
    expect(source.has(2)).toBe(true);
    expect(source.get(1)).toBe(STRINGS[1]);
    expect(fetched).toBe(false);
  });

  it('is complete only once every block is known, kept or loaded', async () => {
    const source = createStaticHtmlSource(async () => STRINGS);
    expect(source.has(2)).toBe(false);
    source.keep(0, STRINGS[0]);
    expect(source.has(1)).toBe(true);
    expect(source.has(2)).toBe(false);
    await source.load();
    expect(source.has(2)).toBe(true);
  });

  it('lets a later mount try again after a failed fetch', async () => {
    let attempts = 0;
    const source = createStaticHtmlSource(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return STRINGS;
    });
    await expect(source.load()).rejects.toThrow('offline');
    await source.load();
    expect(source.get(0)).toBe(STRINGS[0]);
  });
});

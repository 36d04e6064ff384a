import React, { useState } from 'react';
import { act } from 'react';
import { hydrateAsTransition } from '../hydrate';

function Page(): React.JSX.Element {
  const [count, setCount] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {count}
      </button>
    </div>
  );
}

// Tell React this is a test environment that wraps updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateAsTransition', () => {
  it('hydrates the server-rendered page in place, keeping its nodes and making it interactive', async () => {
    const container = document.createElement('div');
    // What Gatsby's server rendering writes for <Page />.
    container.innerHTML = '<div id="gatsby-focus-wrapper"><button type="button">0</button></div>';
    document.body.appendChild(container);
    const serverButton = container.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => hydrateAsTransition(<Page />, container));
    act(() => serverButton?.click());

    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders from scratch when there is no server-rendered content', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    document.body.appendChild(container);

    await act(async () => hydrateAsTransition(<Page />, container));

    expect(container.querySelector('button')?.textContent).toBe('0');
  });
});

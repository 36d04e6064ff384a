import '../../../test-utils/resizeObserverStub';
import React, { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TextEncoder } from 'node:util';
import { makeProblem } from '../../../test-utils/problemFixture';
import {
  UserDataProvider,
  createMemoryStorage,
  createStorageAdapter,
  createUserDataStore,
  toStorageKey,
} from '../../../user-data';
import { ProblemListsProvider } from '../ProblemListsContext';
import { FocusProblem } from '../Problems';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// React's server renderer needs TextEncoder, which jsdom leaves out; it is imported after this.
Object.assign(globalThis, { TextEncoder });

// The Focus Problem card is hydrated as the server sent it: the same element stays on the page
// (a card replaced at hydration disappears for a frame and moves everything below it).

const STICK_LENGTHS = makeProblem({ name: 'Stick Lengths', id: '1074', uniqueID: 'cses-1074' });

function Page({ entries }: { entries: Record<string, string> }): React.JSX.Element {
  const storage = createMemoryStorage(entries);
  const store = createUserDataStore({ storage: createStorageAdapter(storage, () => undefined) });
  return (
    <UserDataProvider store={store}>
      <ProblemListsProvider lists={{ focus: [STICK_LENGTHS] }} moduleId="choosing-a-language">
        <FocusProblem problem="focus" />
      </ProblemListsProvider>
    </UserDataProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

it.each([
  ['a first visit', {}, 'Not Attempted'],
  [
    'a student who solved it',
    { [toStorageKey('userProgressOnProblems')]: JSON.stringify({ 'cses-1074': 'Solved' }) },
    'Solved',
  ],
])('hydrates the server’s Focus Problem card in place (%s)', async (_, entries, status) => {
  const container = document.createElement('div');
  document.body.append(container);
  const { renderToString } = await import('react-dom/server');
  container.innerHTML = renderToString(<Page entries={{}} />);
  const card = container.querySelector('aside[aria-label="Focus problem"]');
  expect(card).not.toBeNull();
  const recoverable = jest.fn();
  await act(async () => {
    root = hydrateRoot(container, <Page entries={entries} />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector('aside[aria-label="Focus problem"]')).toBe(card);
  // The stored status shows once storage is read, in the same card.
  expect(card?.querySelector(`[aria-label="Status of Stick Lengths: ${status}"]`)).not.toBeNull();
});

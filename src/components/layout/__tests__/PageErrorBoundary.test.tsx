/**
 * A failure in a page's content shows a plain message with a reload link, keeps the header
 * working, and is reported (a no-op unless analytics connected a sink).
 */
import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithUserData } from '../../../test-utils/renderWithUserData';
import { setErrorSink } from '../../../site/errorReporting';
import { wrapPageElement } from '../../../site/wrapPageElement';
import Layout from '../Layout';

function Broken(): React.JSX.Element {
  throw new URIError('URI malformed');
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React logs caught render errors; they are expected here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/bronze/prefix-sums?lang=cpp#%E0');
});
afterEach(() => {
  consoleError.mockRestore();
  setErrorSink(() => undefined);
});

it('shows the message with a reload link inside the page frame, and reports the error', () => {
  const report = jest.fn();
  setErrorSink(report);
  renderWithUserData(
    <Layout>
      <Broken />
    </Layout>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong on this page');
  // The reload link drops the fragment, a likely cause of the failure.
  expect(screen.getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
    'href',
    '/bronze/prefix-sums?lang=cpp',
  );
  // The header's navigation is still there and still links to the rest of the site.
  const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
  expect(nav.querySelectorAll('a[href]').length).toBeGreaterThan(2);
  expect(report).toHaveBeenCalledWith(expect.any(URIError), false);
});

it('catches a page that fails outside its Layout, and still shows the header', () => {
  renderWithUserData(
    wrapPageElement({ element: <Broken />, props: { location: { pathname: '/x' } } }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page');
  expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
});

it('renders the page as it is when nothing fails', () => {
  renderWithUserData(
    <Layout>
      <p>Prefix sums</p>
    </Layout>,
  );
  expect(screen.getByText('Prefix sums')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

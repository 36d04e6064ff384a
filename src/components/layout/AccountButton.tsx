import React from 'react';
import { useAccount } from '../../user-data';

const buttonClass =
  'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 disabled:opacity-60 dark:text-gray-200 dark:hover:bg-gray-800';

/** Sign in / out in the header; absent on a site built without Firebase settings. */
export default function AccountButton(): React.JSX.Element | null {
  const { account, signIn, signOut } = useAccount();
  if (account.kind === 'unavailable') return null;

  if (account.kind === 'signed-in') {
    const name = account.user.displayName ?? account.user.email ?? 'your account';
    return (
      <div className="flex items-center gap-1">
        <span
          className="hidden max-w-[10rem] truncate text-sm text-gray-700 dark:text-gray-300 md:inline"
          title={name}
        >
          {name}
        </span>
        <button type="button" className={buttonClass} onClick={signOut}>
          Sign out
        </button>
        {account.error && <AccountError message={account.error} />}
      </div>
    );
  }

  const loading = account.kind === 'loading';
  return (
    <div className="flex items-center">
      <button
        type="button"
        className={buttonClass}
        disabled={loading}
        aria-busy={loading}
        onClick={() => signIn('google')}
      >
        {loading ? (
          // A phone's header has no room for the longer label: the button is dimmed and busy.
          <>
            <span className="sm:hidden">Sign in</span>
            <span className="hidden sm:inline">Signing in…</span>
          </>
        ) : (
          'Sign in'
        )}
      </button>
      {account.kind === 'signed-out' && account.error && <AccountError message={account.error} />}
    </div>
  );
}

function AccountError({ message }: { message: string }): React.JSX.Element {
  return (
    <p
      role="alert"
      className="absolute right-4 top-14 z-40 max-w-xs rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 shadow dark:border-red-700 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  );
}

import React, { useState } from 'react';
import { Link } from 'gatsby';
import { PRIMARY_LINKS, SETTINGS_LINK, type NavLink } from '../../site/navigation';
import { siteConfig } from '../../site/siteConfig';
import DarkModeToggle from './DarkModeToggle';
import AccountButton from './AccountButton';
import { ContactButton } from '../contact/ContactContext';
import SearchButton from '../search/SearchButton';

const linkClass =
  'block rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-white';
const activeClass = '!bg-blue-50 !text-blue-800 dark:!bg-blue-950 dark:!text-blue-200';

function NavItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  return (
    <li>
      <Link
        to={link.to}
        className={linkClass}
        activeClassName={activeClass}
        partiallyActive={link.to !== '/'}
        onClick={onNavigate}
      >
        {link.label}
      </Link>
    </li>
  );
}

export default function Header(): React.JSX.Element {
  const [menuOpen, setMenuOpen] = useState(false);
  const links = [...PRIMARY_LINKS, SETTINGS_LINK];

  return (
    <header className="relative border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 sm:px-6">
        <Link
          to="/"
          className="mr-2 flex shrink-0 items-center gap-2 rounded-md py-1 text-lg font-bold text-gray-900 dark:text-white"
        >
          <svg viewBox="0 0 512 512" className="h-8 w-8" aria-hidden="true">
            <rect width="512" height="512" rx="96" fill="#1e40af" />
            <g stroke="#bfdbfe" strokeWidth="22" strokeLinecap="round">
              <line x1="256" y1="132" x2="150" y2="270" />
              <line x1="256" y1="132" x2="362" y2="270" />
              <line x1="150" y1="270" x2="106" y2="396" />
              <line x1="150" y1="270" x2="206" y2="396" />
              <line x1="362" y1="270" x2="362" y2="396" />
            </g>
            <g fill="#fff">
              <circle cx="256" cy="132" r="46" />
              <circle cx="150" cy="270" r="40" />
              <circle cx="362" cy="270" r="40" />
              <circle cx="106" cy="396" r="34" />
              <circle cx="206" cy="396" r="34" />
            </g>
            <circle cx="362" cy="396" r="34" fill="#facc15" />
          </svg>
          {siteConfig.title}
        </Link>

        <nav aria-label="Main" className="hidden flex-1 xl:block">
          <ul className="flex flex-wrap items-center gap-0.5">
            {links.map((link) => (
              <NavItem key={link.to} link={link} />
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <SearchButton />
          <ContactButton className="hidden h-10 rounded-md px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 sm:inline-flex sm:items-center" />
          <AccountButton />
          <DarkModeToggle />
          <button
            type="button"
            className="inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
            {/* On a phone the icon alone, so a header with Sign in still fits 360 px. */}
            <span className="sr-only sm:not-sr-only">Menu</span>
          </button>
        </div>
      </div>

      {/* The mobile menu is a separate landmark so it is only in the tab order when open. */}
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="border-t border-gray-200 px-4 pb-3 pt-2 dark:border-gray-800 xl:hidden"
        >
          <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {links.map((link) => (
              <NavItem key={link.to} link={link} onNavigate={() => setMenuOpen(false)} />
            ))}
            <li className="sm:hidden">
              <ContactButton className={`${linkClass} w-full text-left`} />
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

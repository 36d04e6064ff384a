import React from 'react';
import { Link } from 'gatsby';
import { SECTION_LINKS } from '../../site/navigation';
import { siteConfig } from '../../site/siteConfig';
import { ContactButton } from '../contact/ContactContext';
import OnlineCount from './OnlineCount';

const footerLink =
  'rounded text-gray-700 underline-offset-2 hover:text-gray-900 hover:underline dark:text-gray-300 dark:hover:text-white';

export default function Footer(): React.JSX.Element {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 text-sm sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-semibold text-gray-900 dark:text-white">{siteConfig.title}</p>
          <p className="mt-2 text-gray-700 dark:text-gray-300">
            A free guide to competitive programming, written by students and coaches for students.
          </p>
          <div className="mt-3">
            <OnlineCount />
          </div>
        </div>
        <nav aria-label="Syllabus">
          <p className="font-semibold text-gray-900 dark:text-white">Syllabus</p>
          <ul className="mt-2 grid grid-cols-2 gap-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Project">
          <p className="font-semibold text-gray-900 dark:text-white">Project</p>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/license" className={footerLink}>
                License
              </Link>
            </li>
            <li>
              <ContactButton className={footerLink} />
            </li>
            <li>
              <a href={siteConfig.repositoryUrl} className={footerLink} rel="noopener">
                Source code
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

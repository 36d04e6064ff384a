/** The header's navigation as typed data: one list drives desktop and mobile menus alike. */
import { sectionPath } from '../content-model/routes';
import { SECTIONS } from '../content-model/sections';

export interface NavLink {
  label: string;
  to: string;
}

export const SECTION_LINKS: readonly NavLink[] = SECTIONS.map((section) => ({
  label: section.name,
  to: sectionPath(section.id),
}));

export const PRIMARY_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  ...SECTION_LINKS,
  { label: 'Problems', to: '/problems' },
  { label: 'Dashboard', to: '/dashboard' },
];

export const SETTINGS_LINK: NavLink = { label: 'Settings', to: '/settings' };

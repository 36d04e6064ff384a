/** The header's navigation as typed data: one list drives desktop and mobile menus alike. */
export interface NavLink {
  label: string;
  to: string;
}

export const SECTION_LINKS: readonly NavLink[] = [
  { label: 'General', to: '/general' },
  { label: 'Bronze', to: '/bronze' },
  { label: 'Silver', to: '/silver' },
  { label: 'Gold', to: '/gold' },
  { label: 'Platinum', to: '/platinum' },
  { label: 'Advanced', to: '/advanced' },
];

export const PRIMARY_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  ...SECTION_LINKS,
  { label: 'Problems', to: '/problems' },
  { label: 'Dashboard', to: '/dashboard' },
];

export const SETTINGS_LINK: NavLink = { label: 'Settings', to: '/settings' };

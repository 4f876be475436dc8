/** The top navigation of spec §2, in order; contact is a separate button. */
export const NAV_ITEMS = [
  { to: '/', key: 'home', end: true },
  { to: '/services', key: 'services', end: false },
  { to: '/projects', key: 'projects', end: false },
  { to: '/about', key: 'about', end: false },
  { to: '/blog', key: 'blog', end: false },
] as const;

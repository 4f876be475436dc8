/**
 * The top navigation in order; contact is a separate button
 * (docs/product.md#header-and-navigation).
 */
export const NAV_ITEMS = [
  { to: '/', key: 'home', end: true },
  { to: '/services', key: 'services', end: false },
  { to: '/projects', key: 'projects', end: false },
  { to: '/about', key: 'about', end: false },
  { to: '/blog', key: 'blog', end: false },
] as const;

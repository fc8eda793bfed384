// Site-wide entries shown outside the product trees: versions, blog and the template store.
import type { MenuTree } from './types';

export const topLevelMenu: MenuTree = [
  { pathname: '/versions', title: 'Versions' },
  { pathname: '/blog', title: 'Blog' },
  {
    pathname: '/store',
    title: 'Templates',
    linkProps: { href: 'https://mui.com/store/', target: '_blank', rel: 'noopener' },
  },
];

// Navigation tree of the internal docs-layout experiment pages.
import type { MenuTree } from './types';

export const experimentsMenu: MenuTree = [
  {
    pathname: '/experiments/docs-group',
    title: 'Docs layout experiments',
    icon: 'ScienceIcon',
    children: [
      { pathname: '/experiments/docs/headers', title: 'Headers' },
      { pathname: '/experiments/docs/callouts', title: 'Callouts' },
      { pathname: '/experiments/docs/codeblock', title: 'Code block' },
      { pathname: '/experiments/docs/api-layout', title: 'API layouts' },
      { pathname: '/experiments/docs/demos', title: 'Demos' },
      { pathname: '/experiments/docs/data-grid-premium', title: 'Data Grid Premium' },
    ],
  },
];

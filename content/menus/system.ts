// Navigation tree of the MUI System docs (@mui/system 5.15.9).
import type { MenuTree } from './types';

export const systemMenu: MenuTree = [
  {
    pathname: '/system/getting-started-group',
    title: 'Getting started',
    icon: 'DescriptionIcon',
    children: [
      { pathname: '/system/getting-started/overview', title: 'Overview' },
      { pathname: '/system/getting-started/installation', title: 'Installation' },
      { pathname: '/system/getting-started/usage', title: 'Usage' },
      { pathname: '/system/getting-started/the-sx-prop', title: 'The sx prop' },
      { pathname: '/system/getting-started/custom-components', title: 'Custom components' },
      { pathname: '/system/getting-started/support', title: 'Support' },
    ],
  },
  {
    pathname: '/system/style-utilities',
    title: 'Style utilities',
    icon: 'CreateIcon',
    children: [
      { pathname: '/system/properties', title: 'Properties' },
      { pathname: '/system/borders', title: 'Borders' },
      { pathname: '/system/display', title: 'Display' },
      { pathname: '/system/flexbox', title: 'Flexbox' },
      { pathname: '/system/grid', title: 'Grid' },
      { pathname: '/system/palette', title: 'Palette' },
      { pathname: '/system/positions', title: 'Positions' },
      { pathname: '/system/shadows', title: 'Shadows' },
      { pathname: '/system/sizing', title: 'Sizing' },
      { pathname: '/system/spacing', title: 'Spacing' },
      { pathname: '/system/screen-readers', title: 'Screen readers' },
      { pathname: '/system/typography', title: 'Typography' },
      { pathname: '/system/styled', title: 'styled' },
    ],
  },
  {
    pathname: '/system/components',
    title: 'Components',
    icon: 'ToggleOnIcon',
    children: [
      { pathname: '/system/react-box', title: 'Box' },
      { pathname: '/system/react-container', title: 'Container' },
      { pathname: '/system/react-grid', title: 'Grid' },
      { pathname: '/system/react-stack', title: 'Stack' },
    ],
  },
  {
    pathname: '/system/api',
    title: 'Component API',
    icon: 'CodeIcon',
    // The React components @mui/system 5.15.9 exports (Grid is exported as Unstable_Grid).
    children: [
      { pathname: '/system/api/box', title: 'Box' },
      { pathname: '/system/api/container', title: 'Container' },
      { pathname: '/system/api/global-styles', title: 'GlobalStyles' },
      { pathname: '/system/api/grid', title: 'Grid' },
      { pathname: '/system/api/stack', title: 'Stack' },
      { pathname: '/system/api/theme-provider', title: 'ThemeProvider' },
    ],
  },
  {
    pathname: '/system/experimental-api',
    title: 'Experimental APIs',
    icon: 'ScienceIcon',
    children: [
      { pathname: '/system/experimental-api/configure-the-sx-prop', title: 'Configure the sx prop' },
      { pathname: '/system/experimental-api/css-theme-variables', title: 'CSS theme variables' },
    ],
  },
  {
    pathname: '/system/styles',
    title: 'Styles',
    icon: 'ChromeReaderModeIcon',
    legacy: true,
    children: [
      { pathname: '/system/styles/basics', title: 'Basics' },
      { pathname: '/system/styles/api', title: 'API' },
      { pathname: '/system/styles/advanced', title: 'Advanced' },
    ],
  },
];

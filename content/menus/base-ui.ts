// Navigation tree of the Base UI docs (@mui/base 5.0.0-beta.36).
import type { MenuTree } from './types';

/** Leaves `${prefix}/${name}` whose titles the site derives from the last path segment. */
function leaves(prefix: string, names: readonly string[]): MenuTree {
  return names.map((name) => ({ pathname: `${prefix}/${name}` }));
}

export const baseUiMenu: MenuTree = [
  {
    pathname: '/base-ui/getting-started-group',
    title: 'Getting started',
    icon: 'DescriptionIcon',
    children: [
      { pathname: '/base-ui/getting-started/overview', title: 'Overview' },
      { pathname: '/base-ui/getting-started/quickstart', title: 'Quickstart' },
      { pathname: '/base-ui/getting-started/usage', title: 'Usage' },
      { pathname: '/base-ui/getting-started/customization', title: 'Customization' },
      { pathname: '/base-ui/getting-started/accessibility', title: 'Accessibility' },
      { pathname: '/base-ui/getting-started/support', title: 'Support' },
    ],
  },
  {
    pathname: '/base-ui/components',
    title: 'Components',
    icon: 'ToggleOnIcon',
    children: [
      { pathname: '/base-ui/all-components', title: 'All components' },
      {
        pathname: '/base-ui/components/inputs',
        subheader: 'inputs',
        children: [
          { pathname: '/base-ui/react-autocomplete', title: 'Autocomplete' },
          { pathname: '/base-ui/react-button', title: 'Button' },
          { pathname: '/base-ui/react-input', title: 'Input' },
          { pathname: '/base-ui/react-number-input', title: 'Number Input', newFeature: true, unstable: true },
          { pathname: '/base-ui/react-select', title: 'Select' },
          { pathname: '/base-ui/react-slider', title: 'Slider' },
          { pathname: '/base-ui/react-switch', title: 'Switch' },
        ],
      },
      {
        pathname: '/base-ui/components/data-display',
        subheader: 'data display',
        children: [{ pathname: '/base-ui/react-badge', title: 'Badge' }],
      },
      {
        pathname: '/base-ui/components/feedback',
        subheader: 'feedback',
        children: [{ pathname: '/base-ui/react-snackbar', title: 'Snackbar' }],
      },
      {
        pathname: '/base-ui/components/navigation',
        subheader: 'navigation',
        children: [
          { pathname: '/base-ui/react-menu', title: 'Menu' },
          { pathname: '/base-ui/react-table-pagination', title: 'Table Pagination' },
          { pathname: '/base-ui/react-tabs', title: 'Tabs' },
        ],
      },
      {
        pathname: '/base-ui/components/utils',
        subheader: 'utils',
        children: [
          { pathname: '/base-ui/react-click-away-listener', title: 'Click-Away Listener' },
          { pathname: '/base-ui/react-focus-trap', title: 'Focus Trap' },
          { pathname: '/base-ui/react-form-control', title: 'Form Control' },
          { pathname: '/base-ui/react-modal', title: 'Modal' },
          { pathname: '/base-ui/react-no-ssr', title: 'No-SSR' },
          { pathname: '/base-ui/react-popper', title: 'Popper' },
          { pathname: '/base-ui/react-popup', title: 'Popup', newFeature: true, unstable: true },
          { pathname: '/base-ui/react-portal', title: 'Portal' },
          { pathname: '/base-ui/react-textarea-autosize', title: 'Textarea Autosize' },
          { pathname: '/base-ui/react-transitions', title: 'Transitions', newFeature: true },
        ],
      },
    ],
  },
  {
    pathname: '/base-ui/api',
    title: 'APIs',
    icon: 'CodeIcon',
    // One page per component and hook exported by @mui/base 5.0.0-beta.36; titles derive to
    // PascalCase (camelCase for hooks). Unstable_* exports are listed under their plain names.
    children: [
      {
        pathname: '/base-ui/api/components',
        subheader: 'components',
        children: [
          ...leaves('/base-ui/api', [
            'badge',
            'button',
            'click-away-listener',
            'css-animation',
            'css-transition',
            'dropdown',
            'focus-trap',
            'form-control',
            'input',
            'menu',
            'menu-button',
            'menu-item',
            'modal',
            'no-ssr',
          ]),
          { pathname: '/base-ui/api/number-input', unstable: true },
          ...leaves('/base-ui/api', ['option', 'option-group', 'popper']),
          { pathname: '/base-ui/api/popup', unstable: true },
          ...leaves('/base-ui/api', [
            'portal',
            'select',
            'slider',
            'snackbar',
            'switch',
            'tab',
            'tab-panel',
            'table-pagination',
            'tabs',
            'tabs-list',
            'textarea-autosize',
          ]),
        ],
      },
      {
        pathname: '/base-ui/api/hooks',
        subheader: 'hooks',
        children: [
          ...leaves('/base-ui/api', [
            'use-autocomplete',
            'use-badge',
            'use-button',
            'use-dropdown',
            'use-form-control-context',
            'use-input',
            'use-menu',
            'use-menu-button',
            'use-menu-item',
            'use-menu-item-context-stabilizer',
          ]),
          { pathname: '/base-ui/api/use-modal', unstable: true },
          { pathname: '/base-ui/api/use-number-input', unstable: true },
          ...leaves('/base-ui/api', [
            'use-option',
            'use-option-context-stabilizer',
            'use-select',
            'use-slider',
            'use-snackbar',
            'use-switch',
            'use-tab',
            'use-tab-panel',
            'use-tabs',
            'use-tabs-list',
            'use-transition-state-manager',
            'use-transition-trigger',
          ]),
        ],
      },
    ],
  },
  {
    pathname: '/base-ui/guides',
    title: 'How-to guides',
    icon: 'VisibilityIcon',
    children: [
      { pathname: '/base-ui/guides/working-with-tailwind-css', title: 'Working with Tailwind CSS' },
      { pathname: '/base-ui/guides/overriding-component-structure', title: 'Overriding component structure' },
      { pathname: '/base-ui/guides/next-js-app-router', title: 'Next.js App Router' },
    ],
  },
];

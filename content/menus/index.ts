import { baseUiMenu } from './base-ui';
import { experimentsMenu } from './experiments';
import { joyUiMenu } from './joy-ui';
import { materialUiMenu } from './material-ui';
import { systemMenu } from './system';
import { topLevelMenu } from './top-level';
import type { MenuTree } from './types';
import { xMenu } from './x';

/** A section of the site: one menu tree, one landing page, one product switcher entry. */
export interface SectionConfig {
  id: string;
  title: string;
  /** One line for the product switcher. */
  summary: string;
  landing: string;
  /** Path prefixes that belong to the section (longest match wins). */
  prefixes: readonly string[];
  menu: MenuTree;
  /** Key into the build's version info, when the section documents an installed package. */
  versionsId?: string;
}

const productsGroup: MenuTree = [
  {
    pathname: '/products-group',
    title: 'Products',
    icon: 'apps',
    children: [
      { pathname: '/material-ui', title: 'Material UI' },
      { pathname: '/joy-ui', title: 'Joy UI' },
      { pathname: '/base-ui', title: 'Base UI' },
      { pathname: '/system', title: 'MUI System' },
      { pathname: '/x/react-data-grid', title: 'Data Grid' },
      { pathname: '/x/react-date-pickers', title: 'Date and Time Pickers' },
    ],
  },
];

/** Every section, in product switcher order. The last one is the site-wide fallback. */
export const SECTIONS: readonly SectionConfig[] = [
  {
    id: 'material-ui',
    title: 'Material UI',
    summary: "Components that implement Google's Material Design.",
    landing: '/material-ui',
    prefixes: ['/material-ui'],
    menu: materialUiMenu,
    versionsId: 'material-ui',
  },
  {
    id: 'joy-ui',
    title: 'Joy UI',
    summary: 'Components with a design of their own, built for customization.',
    landing: '/joy-ui',
    prefixes: ['/joy-ui'],
    menu: joyUiMenu,
    versionsId: 'joy-ui',
  },
  {
    id: 'base-ui',
    title: 'Base UI',
    summary: 'Unstyled components and hooks for accessible interfaces.',
    landing: '/base-ui',
    prefixes: ['/base-ui'],
    menu: baseUiMenu,
    versionsId: 'base-ui',
  },
  {
    id: 'system',
    title: 'MUI System',
    summary: 'CSS utilities and the sx prop for building designs quickly.',
    landing: '/system',
    prefixes: ['/system'],
    menu: systemMenu,
    versionsId: 'system',
  },
  {
    id: 'x-data-grid',
    title: 'MUI X Data Grid',
    summary: 'A fast, extensible grid for large data sets.',
    landing: '/x/react-data-grid',
    prefixes: ['/x'],
    menu: xMenu,
  },
  {
    id: 'x-date-pickers',
    title: 'MUI X Date and Time Pickers',
    summary: 'Date, time and range pickers with adapters for date libraries.',
    landing: '/x/react-date-pickers',
    prefixes: ['/x/react-date-pickers', '/x/api/date-pickers', '/x/migration/migration-pickers'],
    menu: xMenu,
  },
  {
    id: 'experiments',
    title: 'Docs experiments',
    summary: 'Test pages for the documentation layout itself.',
    landing: '/experiments/docs',
    prefixes: ['/experiments'],
    menu: experimentsMenu,
  },
  {
    id: 'docs',
    title: 'MUI documentation',
    summary: 'All products, versions and news.',
    landing: '/',
    prefixes: [],
    menu: [...productsGroup, ...topLevelMenu],
  },
];

/**
 * The documentation trees, each once, for the duplicate check. The home page's
 * "Products" group is left out on purpose: it only repeats the landing pages.
 */
export const ALL_MENUS: readonly MenuTree[] = [materialUiMenu, joyUiMenu, baseUiMenu, systemMenu, xMenu, experimentsMenu, topLevelMenu];

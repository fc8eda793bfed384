import type { Theme } from '@mui/material/styles';
import { NAV_WIDTH, TOC_WIDTH } from './layout';
import { primaryText } from './theme';

/**
 * The shell (app bar, columns, page title, demo toolbars) as plain elements
 * styled once here, rather than MUI components styled per element: every MUI
 * component computes its styles again while the page hydrates, which on a
 * phone cost more than the rest of hydration together. MUI components remain
 * where a reader opens something (menus, drawers, settings).
 */
export function shellStyles(theme: Theme) {
  const { up } = theme.breakpoints;
  const focusRing = { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 };
  const buttonBase = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(0.5),
    border: 0,
    margin: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.vars.palette.action.hover },
    '&:focus-visible': focusRing,
  };
  return {
    '.app-bar': {
      position: 'sticky',
      top: 0,
      zIndex: theme.zIndex.appBar,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.25),
      minHeight: 56,
      padding: theme.spacing(0, 1),
      backgroundColor: theme.vars.palette.background.default,
      color: theme.vars.palette.text.primary,
      borderBottom: `1px solid ${theme.vars.palette.divider}`,
      backdropFilter: 'blur(8px)',
      contain: 'layout paint',
      [up('sm')]: { gap: theme.spacing(1), padding: theme.spacing(0, 2) },
    },
    '.app-bar-spacer': { flex: 1 },
    '.icon-button': {
      ...buttonBase,
      flexShrink: 0,
      width: 40,
      height: 40,
      borderRadius: '50%',
      fontSize: '1.5rem',
      color: theme.vars.palette.text.secondary,
    },
    '.app-bar .menu-button': { marginInlineStart: -4, [up('lg')]: { display: 'none' } },
    '.header-button': {
      ...buttonBase,
      minWidth: 0,
      padding: theme.spacing(0.5, 1),
      borderRadius: 8,
      fontSize: '0.8125rem',
      fontWeight: 600,
      lineHeight: 1.75,
      whiteSpace: 'nowrap',
      '& .glyph': { fontSize: 20 },
    },
    '.product-switcher': { flexShrink: 1, overflow: 'hidden' },
    '.product-switcher > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
    '.version-selector': {
      flexShrink: 0,
      padding: theme.spacing(0, 1),
      border: `1px solid ${theme.vars.palette.primary.main}`,
      ...primaryText(theme),
    },
    '.shell-body': { display: 'flex', alignItems: 'flex-start' },
    '.shell-nav': {
      display: 'none',
      width: NAV_WIDTH,
      flexShrink: 0,
      position: 'sticky',
      top: 56,
      height: 'calc(100vh - 56px)',
      overflowY: 'auto',
      borderInlineEnd: `1px solid ${theme.vars.palette.divider}`,
      // Its size never depends on its content: a page change relays out the article, not the menu.
      contain: 'strict',
      [up('lg')]: { display: 'block' },
    },
    // A grid with the table of contents' column reserved: the page streams, and
    // the first paint may come before the contents arrive; the article must not
    // move sideways when they do.
    '.shell-main': {
      flex: 1,
      minWidth: 0,
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 860px)',
      justifyContent: 'center',
      columnGap: theme.spacing(6),
      padding: theme.spacing(4, 2),
      [up('sm')]: { paddingInline: theme.spacing(4) },
      [up('md')]: { paddingInline: theme.spacing(6) },
      '@media (min-width: 1300px)': { gridTemplateColumns: `minmax(0, 860px) ${TOC_WIDTH}px` },
    },
    '.shell-column': { minWidth: 0 },
    '.shell-toc': {
      display: 'none',
      alignSelf: 'start',
      position: 'sticky',
      top: 88,
      maxHeight: 'calc(100vh - 100px)',
      overflowY: 'auto',
      '@media (min-width: 1300px)': { display: 'block' },
    },
    '.page-title': { ...theme.typography.h1, margin: theme.spacing(0, 0, 1.5), outline: 'none' },
    '.page-lead': {
      ...theme.typography.body1,
      fontSize: '1.125rem',
      color: theme.vars.palette.text.secondary,
      margin: theme.spacing(0, 0, 3),
    },
    // The blog: a post's date, byline and reading time, its tags, and the index's entries.
    '.post-header': { margin: theme.spacing(0, 0, 2) },
    '.post-meta': { margin: 0, fontSize: '0.875rem', color: theme.vars.palette.text.secondary },
    '.post-byline': { fontWeight: 600, color: theme.vars.palette.text.primary },
    '.post-tags': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.75),
      listStyle: 'none',
      margin: theme.spacing(1, 0, 0),
      padding: 0,
    },
    '.post-tag': {
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: 1.5,
      padding: theme.spacing(0.25, 1),
      borderRadius: 999,
      border: `1px solid ${theme.vars.palette.divider}`,
      color: theme.vars.palette.text.secondary,
    },
    '.blog-list': { listStyle: 'none', margin: 0, padding: 0 },
    '.blog-entry': { padding: theme.spacing(3, 0), borderTop: `1px solid ${theme.vars.palette.divider}` },
    '.blog-entry-title': { ...theme.typography.h3, margin: theme.spacing(0, 0, 0.75) },
    '.blog-entry-title a': { ...primaryText(theme), textDecoration: 'none' },
    '.blog-entry-title a:hover': { textDecoration: 'underline' },
    '.blog-entry-summary': { margin: theme.spacing(1, 0, 0), lineHeight: 1.6 },
    '.page-actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), margin: theme.spacing(-1.5, 0, 3) },
    '.page-actions a.demo-toolbar-button': { textDecoration: 'none' },
    '.demo-toolbar-button': {
      ...buttonBase,
      padding: theme.spacing(0.5, 1),
      borderRadius: 8,
      fontSize: '0.8125rem',
      fontWeight: 600,
      lineHeight: 1.75,
      ...primaryText(theme),
    },
  };
}

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
    // Search: an icon on phones, a box with its hint and shortcut from 600px; a fixed size either way.
    '.search-button': {
      ...buttonBase,
      flexShrink: 0,
      width: 40,
      height: 40,
      borderRadius: '50%',
      fontSize: '1.5rem',
      color: theme.vars.palette.text.secondary,
      [up('sm')]: {
        width: 200,
        height: 36,
        justifyContent: 'flex-start',
        gap: theme.spacing(1),
        padding: theme.spacing(0, 1),
        borderRadius: 10,
        border: `1px solid ${theme.vars.palette.divider}`,
        fontSize: '0.875rem',
        '& .glyph': { fontSize: 20 },
      },
    },
    // On a phone the word stays in the accessibility tree (the button's name), out of sight.
    '.search-button-hint': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '.search-button-keys': { display: 'none' },
    [up('sm')]: {
      '.search-button-hint': { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none' },
      '.search-button-keys': {
        display: 'inline',
        marginInlineStart: 'auto',
        padding: theme.spacing(0, 0.5),
        border: `1px solid ${theme.vars.palette.divider}`,
        borderRadius: 6,
        fontFamily: 'inherit',
        fontSize: '0.75rem',
        fontWeight: 600,
      },
    },
    '.search-page-form': { display: 'flex', gap: theme.spacing(1), margin: theme.spacing(0, 0, 2) },
    '.search-page-input': {
      flex: 1,
      minWidth: 0,
      font: 'inherit',
      padding: theme.spacing(1, 1.5),
      borderRadius: 10,
      border: `1px solid ${theme.vars.palette.divider}`,
      backgroundColor: theme.vars.palette.background.paper,
      color: theme.vars.palette.text.primary,
      '&:focus-visible': focusRing,
    },
    '.search-page-summary': { color: theme.vars.palette.text.secondary, margin: theme.spacing(0, 0, 2) },
    '.search-results': { margin: 0, paddingInlineStart: theme.spacing(3) },
    '.search-results > li': { padding: theme.spacing(1.5, 0), borderTop: `1px solid ${theme.vars.palette.divider}` },
    '.search-result-link': { fontWeight: 600, fontSize: '1.0625rem', ...primaryText(theme) },
    '.search-result-kind': { fontWeight: 400, fontSize: '0.8125rem', color: theme.vars.palette.text.secondary },
    '.search-result-context': { fontSize: '0.8125rem', color: theme.vars.palette.text.secondary },
    '.search-result-excerpt': { margin: theme.spacing(0.5, 0, 0), fontSize: '0.875rem' },
    '.search-results mark': { backgroundColor: 'transparent', color: 'inherit', textDecoration: 'underline', textDecorationThickness: 2 },
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
    // A word longer than the line (the title `useMenuItemContextStabilizer API` on a phone) breaks rather than
    // widening the page.
    '.shell-column': { minWidth: 0, overflowWrap: 'break-word' },
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
    // A paid MUI X feature's plan, or a feature still to come: as in the menu, in the page's own size.
    '.page-badges': { display: 'flex', gap: theme.spacing(1), margin: theme.spacing(0, 0, 2) },
    '.page-badges .chip, .plan-chip': {
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: 1,
      padding: '5px 8px',
      borderRadius: 6,
      textTransform: 'uppercase',
      letterSpacing: '0.03em',
    },
    // `.plan-chip`: the same badge beside an API entry that needs the plan (a Data Grid Pro prop).
    '.plan-chip': { display: 'inline-block', fontSize: '0.625rem', padding: '3px 6px', verticalAlign: 'middle' },
    '.page-badges .chip-pro, .plan-chip.chip-pro': { backgroundColor: theme.vars.palette.primary.dark, color: '#fff' },
    '.page-badges .chip-premium, .plan-chip.chip-premium': { backgroundColor: '#9c27b0', color: '#fff' },
    '.page-badges .chip-planned': { border: `1px solid ${theme.vars.palette.divider}` },
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

import type { Theme } from '@mui/material/styles';
import { menuNavStyles } from './MenuDrawer';
import { pagerStyles } from './PrevNext';
import { shellStyles } from './shellStyles';
import { tocStyles } from './TableOfContents';
import { blue, codeFont, primaryText } from './theme';

export { NAV_WIDTH, TOC_WIDTH } from './layout';

/** Styles for compiled Markdown and the few plain elements the shell uses. */
export function globalStyles(theme: Theme) {
  return {
    ...shellStyles(theme),
    ...menuNavStyles(theme),
    ...tocStyles(theme),
    ...pagerStyles(theme),
    html: { scrollPaddingTop: 72 },
    '.glyph': { flexShrink: 0 },
    '.material-icons': {
      fontFamily: '"Material Icons"',
      fontWeight: 'normal',
      fontStyle: 'normal',
      fontSize: 24,
      lineHeight: 1,
      display: 'inline-block',
      width: '1em',
      height: '1em',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      direction: 'ltr',
      flexShrink: 0,
      fontFeatureSettings: '"liga"',
      WebkitFontSmoothing: 'antialiased',
    },
    '.visually-hidden': {
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
    '.skip-link': {
      position: 'fixed',
      insetInlineStart: 16,
      top: -100,
      zIndex: theme.zIndex.tooltip + 1,
      padding: theme.spacing(1, 2),
      borderRadius: 8,
      background: theme.vars.palette.primary.main,
      color: '#fff',
      fontWeight: 600,
      '&:focus': { top: 12 },
    },
    // Code preferences live on <html>; every alternative block is in the HTML and
    // CSS shows the reader's choice, so the first paint is already right.
    'html[data-code-variant="TS"] .code-block[data-variant="JS"], html[data-code-variant="JS"] .code-block[data-variant="TS"]': {
      display: 'none',
    },
    ...Object.fromEntries(
      ['system', 'tailwind', 'css'].map((styling) => [
        `html[data-code-styling="${styling}"] .code-block[data-styling]:not([data-styling="${styling}"])`,
        { display: 'none' },
      ]),
    ),
    'html[data-platform="mac"] .shortcut-other, html:not([data-platform="mac"]) .shortcut-mac': { display: 'none' },
    '.copy-button': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 6,
      padding: '4px 8px',
      borderRadius: 8,
      border: '1px solid rgba(255, 255, 255, 0.16)',
      background: 'rgba(15, 25, 36, 0.8)',
      color: '#F8F8F2',
      font: 'inherit',
      fontSize: '0.75rem',
      cursor: 'pointer',
      '&:hover, &:focus-visible': { borderColor: 'rgba(255, 255, 255, 0.4)' },
    },
    '.code-block .copy-button': { position: 'absolute', top: 8, insetInlineEnd: 8, opacity: 0, transition: 'opacity 120ms' },
    // Shown when the block is hovered or focused; always on touch screens.
    '.code-block:hover .copy-button, .code-block:focus-within .copy-button': { opacity: 1 },
    '@media (hover: none)': { '.code-block .copy-button': { opacity: 1 } },
    '.copy-button kbd': { fontFamily: 'inherit', fontSize: '0.6875rem', opacity: 0.7 },
    '.code-variant-switch, .code-styling-switch': {
      display: 'flex',
      gap: 4,
      marginBottom: 4,
      '& button': {
        font: 'inherit',
        fontSize: '0.75rem',
        fontWeight: 600,
        padding: '2px 8px',
        borderRadius: 6,
        border: `1px solid ${theme.vars.palette.divider}`,
        background: 'transparent',
        color: theme.vars.palette.text.secondary,
        cursor: 'pointer',
      },
    },
    'html[data-code-variant="TS"] [data-set-code-variant="TS"], html[data-code-variant="JS"] [data-set-code-variant="JS"]': {
      color: `${theme.vars.palette.primary.dark} !important`,
      borderColor: `${theme.vars.palette.primary.main} !important`,
    },
    '.code-styling-switch [aria-pressed="true"]': {
      color: `${theme.vars.palette.primary.dark} !important`,
      borderColor: `${theme.vars.palette.primary.main} !important`,
    },
    'html[data-mui-color-scheme="dark"] .code-styling-switch [aria-pressed="true"]': {
      color: `${theme.vars.palette.primary.main} !important`,
    },
    // The scheme attribute sits on <html> itself, which applyStyles' descendant selector cannot reach.
    'html[data-mui-color-scheme="dark"][data-code-variant="TS"] [data-set-code-variant="TS"], html[data-mui-color-scheme="dark"][data-code-variant="JS"] [data-set-code-variant="JS"]':
      { color: `${theme.vars.palette.primary.main} !important` },
    // Okaidia's pink (#f92672) is 3.9:1 on its own background; a lighter pink keeps its look at 5.7:1.
    '.code-block .token.property, .code-block .token.tag, .code-block .token.constant, .code-block .token.symbol, .code-block .token.deleted':
      { color: '#FF6B9A' },
    // Without JavaScript nothing can open a demo's source: show it.
    'html:not([data-js]) .demo-code[hidden]': { display: 'block' },
    '.demo': { margin: theme.spacing(3, 0), border: `1px solid ${theme.vars.palette.divider}`, borderRadius: 12, overflow: 'hidden' },
    // A demo the parser is still reading is not painted: its preview centers what has arrived (half a row of
    // buttons), and each later child would move the ones before it. `.demo-code` is the demo's last child.
    '.demo:not(:has(> .demo-code))': { visibility: 'hidden' },
    // Parts of the article below the first screen are laid out when they come
    // near it: the first layout of a long page costs a phone a fraction of its
    // work (sizes are remembered once seen, so scrolling back does not jump).
    '#page-content > .markdown-body ~ .markdown-body, #page-content > .markdown-body ~ .demo': {
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 480px',
    },
    '.demo-preview': { padding: theme.spacing(3), display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: theme.spacing(1) },
    '.demo-toolbar': {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: theme.spacing(1),
      padding: theme.spacing(0.5, 1),
      borderTop: `1px solid ${theme.vars.palette.divider}`,
      '& .code-variant-switch, & .code-styling-switch': { marginBottom: 0 },
      '& .copy-button': { background: 'transparent', color: 'inherit', borderColor: theme.vars.palette.divider },
    },
    // A demo may use eight components: their links wrap, or on a phone the demo's box would clip the last ones.
    '.demo-api-links': {
      marginInlineStart: 'auto',
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.5, 1.5),
      fontSize: '0.8125rem',
    },
    '.demo-api-links a': { whiteSpace: 'nowrap' },
    '.demo-code .code-block': { margin: 0 },
    '.demo-code pre': { borderRadius: 0 },
    '.page-tabs': {
      display: 'flex',
      gap: theme.spacing(1),
      borderBottom: `1px solid ${theme.vars.palette.divider}`,
      marginBottom: theme.spacing(3),
      '& a': {
        padding: theme.spacing(1, 1.5),
        textDecoration: 'none',
        color: theme.vars.palette.text.secondary,
        fontWeight: 600,
        borderBottom: '2px solid transparent',
      },
      '& a[aria-current="page"]': { ...primaryText(theme), borderColor: theme.vars.palette.primary.main },
    },
    '.brand': { display: 'inline-flex', alignItems: 'center', marginInlineEnd: theme.spacing(1) },
    '.chip-current': {
      fontSize: '0.625rem',
      fontWeight: 600,
      padding: '2px 6px',
      borderRadius: 6,
      textTransform: 'uppercase',
      // The dark shade: white on the main green is under 4.5:1.
      background: theme.vars.palette.success.dark,
      color: '#fff',
    },
    '.markdown-body': {
      lineHeight: 1.7,
      fontSize: '1rem',
      overflowWrap: 'break-word',
      '& h2': { ...theme.typography.h2, margin: theme.spacing(5, 0, 1.5) },
      '& h3': { ...theme.typography.h3, margin: theme.spacing(3, 0, 1) },
      '& h2, & h3, & h4, & h5, & h6': { position: 'relative' },
      '& .anchor-link': {
        marginInlineStart: theme.spacing(1),
        opacity: 0,
        textDecoration: 'none',
        color: theme.vars.palette.text.secondary,
        fontWeight: 400,
      },
      '& :is(h2, h3, h4, h5, h6):hover .anchor-link, & .anchor-link:focus': { opacity: 1 },
      '& a': { color: blue[600], ...theme.applyStyles('dark', { color: blue[300] }) },
      '& code': { fontFamily: codeFont, fontSize: '0.875em' },
      // Inline code has its own gray background, on which the link blue is under 4.5:1.
      '& a > code': { color: blue[700], ...theme.applyStyles('dark', { color: blue[300] }) },
      '& :not(pre) > code': {
        padding: '1px 5px',
        borderRadius: 6,
        background: '#F3F6F9',
        ...theme.applyStyles('dark', { background: 'rgba(194, 224, 255, 0.08)' }),
      },
      '& .code-block': { position: 'relative', margin: theme.spacing(2, 0) },
      '& pre': {
        margin: 0,
        padding: theme.spacing(2),
        borderRadius: 12,
        overflow: 'auto',
        background: '#0F1924',
        color: '#F8F8F2',
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        direction: 'ltr',
      },
      // A fence marked `wrap` breaks long lines (inside words if it must) instead of scrolling.
      '& .code-block[data-wrap] pre': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      '& .code-block[data-wrap] code': { whiteSpace: 'inherit' },
      '& .table-scroll': { overflowX: 'auto', margin: theme.spacing(2, 0) },
      // An article table the parser is still reading (its end marker not yet in: markdown.ts) is not painted, so
      // its columns never show sized for the first rows only. Nothing follows it yet, so nothing moves meanwhile.
      '& .table-streamed:not(:has(> .table-end))': { visibility: 'hidden' },
      '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' },
      '& th, & td': {
        textAlign: 'start',
        padding: theme.spacing(1, 1.5),
        borderBottom: `1px solid ${theme.vars.palette.divider}`,
        verticalAlign: 'top',
      },
      '& blockquote': {
        margin: theme.spacing(2, 0),
        padding: theme.spacing(1, 2),
        borderInlineStart: `4px solid ${theme.vars.palette.primary.main}`,
        background: blue[50],
        ...theme.applyStyles('dark', { background: 'rgba(0, 127, 255, 0.08)' }),
      },
      '& img': { maxWidth: '100%' },
    },
  };
}

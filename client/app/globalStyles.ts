import type { Theme } from '@mui/material/styles';
import { blue, codeFont } from './theme';

export const NAV_WIDTH = 272;
export const TOC_WIDTH = 232;

/** Styles for compiled Markdown and the few plain elements the shell uses. */
export function globalStyles(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  return {
    html: { scrollPaddingTop: 72 },
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
      background: theme.palette.primary.main,
      color: '#fff',
      fontWeight: 600,
      '&:focus': { top: 12 },
    },
    '.brand': { display: 'inline-flex', alignItems: 'center', marginInlineEnd: theme.spacing(1) },
    '.chip-current': {
      fontSize: '0.625rem',
      fontWeight: 700,
      padding: '2px 6px',
      borderRadius: 6,
      textTransform: 'uppercase',
      background: theme.palette.success.main,
      color: '#fff',
    },
    '.markdown-body': {
      lineHeight: 1.7,
      fontSize: '1rem',
      overflowWrap: 'break-word',
      '& h2': { ...theme.typography.h2, margin: theme.spacing(5, 0, 1.5) },
      '& h3': { ...theme.typography.h3, margin: theme.spacing(3, 0, 1) },
      '& h2, & h3, & h4': { position: 'relative' },
      '& .anchor-link': {
        marginInlineStart: theme.spacing(1),
        opacity: 0,
        textDecoration: 'none',
        color: theme.palette.text.secondary,
        fontWeight: 400,
      },
      '& h2:hover .anchor-link, & h3:hover .anchor-link, & h4:hover .anchor-link, & .anchor-link:focus': { opacity: 1 },
      '& a': { color: dark ? blue[300] : blue[600] },
      '& code': { fontFamily: codeFont, fontSize: '0.875em' },
      '& :not(pre) > code': { padding: '1px 5px', borderRadius: 6, background: dark ? 'rgba(194, 224, 255, 0.08)' : '#F3F6F9' },
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
      '& .table-scroll': { overflowX: 'auto', margin: theme.spacing(2, 0) },
      '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' },
      '& th, & td': {
        textAlign: 'start',
        padding: theme.spacing(1, 1.5),
        borderBottom: `1px solid ${theme.palette.divider}`,
        verticalAlign: 'top',
      },
      '& blockquote': {
        margin: theme.spacing(2, 0),
        padding: theme.spacing(1, 2),
        borderInlineStart: `4px solid ${theme.palette.primary.main}`,
        background: dark ? 'rgba(0, 127, 255, 0.08)' : blue[50],
      },
      '& img': { maxWidth: '100%' },
    },
  };
}

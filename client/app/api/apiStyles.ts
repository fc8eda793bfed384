import type { Theme } from '@mui/material/styles';
import { primaryText } from '../theme';

/**
 * The styles of API sections (a component's props, classes and slots; a hook's parameters), written only
 * on pages that have them: every page's `<head>` carries the shell's styles, and on a heavy page of demos
 * each kilobyte of HTML is a step nearer a third round trip of a new connection's first response.
 *
 * An entry's name keeps the article's `h3` style (`.markdown-body h3`): the entries' heights, and the 140 px each is
 * given until it is seen, were measured with it. This sheet comes after the shell's, so an `.api-entry h3` rule here
 * would win, where the shell's later rule used to override it, and a linked entry would land off screen.
 */
export function apiStyles(theme: Theme) {
  return {
    '.api-section-header': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(2),
      flexWrap: 'wrap',
    },
    ...layoutSwitchStyles(theme),
    // An API page's entries (363 on the Data Grid Premium page) are laid out as they come near the screen, as
    // the article's parts are: 140 px is a typical entry's height, and each remembers its own once seen.
    '.api-entry': {
      padding: theme.spacing(1.5, 0),
      borderBottom: `1px solid ${theme.vars.palette.divider}`,
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 140px',
    },
    '.api-facts': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5, 2), margin: theme.spacing(0.5, 0), fontSize: '0.875rem' },
    '.api-fact-label': { color: theme.vars.palette.text.secondary },
    '.api-collapsed details': { padding: theme.spacing(0.75, 0), borderBottom: `1px solid ${theme.vars.palette.divider}` },
    '.api-collapsed summary': { cursor: 'pointer', display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5, 2), fontSize: '0.875rem' },
    '.api-name': { fontWeight: 600, ...primaryText(theme) },
    '.api-description p': { margin: theme.spacing(0.5, 0) },
    // Column widths set ahead rather than measured from every row: a type or a default can be one long word
    // (`Partial<UncapitalizedGridPremiumSlotsComponent>`) that made the table twice as wide as the column, its
    // descriptions past the screen's edge; and laying out hundreds of rows no longer measures each of them first.
    // Narrower than 640 px, the table scrolls sideways instead of squeezing each column.
    '.api-table': { tableLayout: 'fixed', minWidth: 640 },
    '.api-table th:first-child': { width: '26%' },
    '.api-table th:last-child': { width: '36%' },
    // Of four columns, the type; the default takes what is left (16%).
    '.api-table th:nth-child(2):nth-last-child(3)': { width: '22%' },
    // The same long words in the lists would run past a phone's screen.
    '.api-table code, .api-facts code, .api-collapsed summary code': { overflowWrap: 'anywhere' },
  };
}

/**
 * An API section's layout switch: plain buttons that look as Material UI's ToggleButtonGroup does under this
 * theme, small when the reader asked for dense components (the theme's ToggleButton default). MUI's
 * ButtonBase, ripple and transitions would be half of an API page's JavaScript and hydrate three times a page.
 */
function layoutSwitchStyles(theme: Theme) {
  const small = theme.components?.MuiToggleButton?.defaultProps?.size === 'small';
  const { primaryChannel } = theme.vars.palette.text;
  const { hoverOpacity, selectedOpacity } = theme.vars.palette.action;
  const radius = theme.shape.borderRadius;
  return {
    '.api-layout-switch': { display: 'inline-flex', borderRadius: radius },
    '.api-layout-switch > button': {
      ...theme.typography.button,
      fontSize: small ? theme.typography.pxToRem(13) : theme.typography.button.fontSize,
      padding: small ? 7 : 11,
      margin: 0,
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: 0,
      background: 'transparent',
      color: theme.vars.palette.action.active,
      cursor: 'pointer',
      '&:hover': { backgroundColor: `rgba(${primaryChannel} / ${hoverOpacity})` },
      '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
      '&[aria-pressed="true"]': {
        color: theme.vars.palette.text.primary,
        backgroundColor: `rgba(${primaryChannel} / ${selectedOpacity})`,
        '&:hover': { backgroundColor: `rgba(${primaryChannel} / calc(${selectedOpacity} + ${hoverOpacity}))` },
      },
      '&:first-of-type': { borderTopLeftRadius: radius, borderBottomLeftRadius: radius },
      '&:last-of-type': { borderTopRightRadius: radius, borderBottomRightRadius: radius },
      '& + button': { marginLeft: -1, borderLeftColor: 'transparent' },
    },
  };
}

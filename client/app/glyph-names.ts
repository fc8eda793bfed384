/** The icons the shell draws, by their Material Icons names; the build reads each one's SVG path from @mui/icons-material. */
export const GLYPH_NAMES = [
  'add',
  'apps',
  'book',
  'chrome_reader_mode',
  'close',
  'code',
  'create',
  'dark_mode',
  'date_range',
  'description',
  'extension',
  'format_textdirection_l_to_r',
  'format_textdirection_r_to_l',
  'light_mode',
  'menu',
  'open_in_new',
  'remove',
  'science',
  'search',
  'settings',
  'settings_brightness',
  'table_chart',
  'toggle_on',
  'unfold_more',
  'visibility',
] as const;

/** `format_textdirection_l_to_r` → `FormatTextdirectionLToR`, the icon's module name. */
export function glyphModuleName(name: string): string {
  return name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

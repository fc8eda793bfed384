// The table of the Data Grid's locales on /x/react-data-grid/localization, read at build time from the
// installed @mui/x-data-grid, so that the list follows the package: every export of
// `@mui/x-data-grid/locales`, with how many of the grid's texts it translates. A key a locale leaves
// out shows the English text.
import { createRequire } from 'node:module';

/** What `getGridLocalization` returns: the grid's texts as `MuiDataGrid`'s default `localeText`. */
interface GridLocalization {
  components: { MuiDataGrid: { defaultProps: { localeText: Record<string, unknown> } } };
}

export interface GridLocale {
  /** The export's name: `frFR`. */
  name: string;
  /** Its BCP 47 tag: `fr-FR`. */
  tag: string;
  /** Keys of `localeText` it defines (the English locale defines all of them). */
  keys: number;
}

/** Loads the installed `@mui/x-data-grid/locales` (CommonJS) for the build. */
export function loadGridLocales(): Record<string, unknown> {
  return createRequire(import.meta.url)('@mui/x-data-grid/locales') as Record<string, unknown>;
}

const isLocalization = (value: unknown): value is GridLocalization => typeof value === 'object' && value !== null && 'components' in value;

/** Every locale the package exports, sorted by name. */
export function readGridLocales(exports: Record<string, unknown> = loadGridLocales()): GridLocale[] {
  return Object.entries(exports)
    .filter((entry): entry is [string, GridLocalization] => /^[a-z]{2}[A-Z]{2}$/.test(entry[0]) && isLocalization(entry[1]))
    .map(([name, locale]) => ({
      name,
      tag: `${name.slice(0, 2)}-${name.slice(2)}`,
      keys: Object.keys(locale.components.MuiDataGrid.defaultProps.localeText).length,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The Markdown table: import name, language in English (from `Intl.DisplayNames`), texts translated. */
export function gridLocalesMarkdown(locales: GridLocale[]): string {
  const names = new Intl.DisplayNames('en', { type: 'language' });
  const total = Math.max(...locales.map((locale) => locale.keys));
  const rows = locales.map(
    (locale) =>
      `| \`${locale.name}\` | ${names.of(locale.tag) ?? locale.tag} | ${locale.keys === total ? 'all' : `${locale.keys} of ${total}`} |`,
  );
  return ['| Import | Language | Texts translated |', '| --- | --- | --- |', ...rows].join('\n');
}

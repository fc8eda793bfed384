import { ThemeProvider, type Theme } from '@mui/material/styles';
import { enUS } from '@mui/x-date-pickers/locales/enUS';
import { ptBR } from '@mui/x-date-pickers/locales/ptBR';
import { zhCN } from '@mui/x-date-pickers/locales/zhCN';
import dayjs from 'dayjs';
import ptBrLocale from 'dayjs/locale/pt-br';
import zhCnLocale from 'dayjs/locale/zh-cn';
import type { Language } from '../../../worker/paths/languages';
import type { DemoFrameProps } from './frame';

// Registered on the Day.js that the adapter imports: a locale module registers itself on the Day.js its own
// `require('dayjs')` finds, which some bundlers (Vite's dependency optimizer) make a second copy.
for (const locale of [zhCnLocale, ptBrLocale]) dayjs.locale(locale, undefined, true);

/** The Day.js locale and the pickers' own texts (toolbar titles, button labels) of each language. */
const PICKERS_LOCALES = {
  en: { adapterLocale: 'en', localeText: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
  zh: { adapterLocale: 'zh-cn', localeText: zhCN.components.MuiLocalizationProvider.defaultProps.localeText },
  pt: { adapterLocale: 'pt-br', localeText: ptBR.components.MuiLocalizationProvider.defaultProps.localeText },
} as const satisfies Record<Language, unknown>;

const localized = new WeakMap<Theme, Partial<Record<Language, Theme>>>();

/**
 * The site's theme with default props for `LocalizationProvider`: a demo's own
 * `<LocalizationProvider dateAdapter={AdapterDayjs}>` (the code a reader
 * copies) then takes the page's language, while a demo that names its own
 * `adapterLocale` or `localeText` keeps it. The default locale is a Day.js
 * name, so a demo with an adapter whose locale is an object (date-fns-jalali)
 * must name its own. Cached per theme object, so an island re-renders only
 * when the shell's theme changes.
 */
export function withPickersLocale(theme: Theme, language: Language): Theme {
  const byLanguage = localized.get(theme) ?? {};
  const kept = byLanguage[language];
  if (kept) return kept;
  const made: Theme = {
    ...theme,
    // Typed by the pickers' theme augmentation, which the site's other code does not load.
    components: { ...theme.components, MuiLocalizationProvider: { defaultProps: PICKERS_LOCALES[language] } } as Theme['components'],
  };
  localized.set(theme, { ...byLanguage, [language]: made });
  return made;
}

/**
 * The frame of the Date and Time Pickers' demos, in the demo bundles of their
 * pages only (and loaded by the worker only when it renders one), so no other
 * page carries the pickers' locales.
 */
export default function PickersDemoFrame({ theme, language, children }: DemoFrameProps) {
  return <ThemeProvider theme={withPickersLocale(theme, language)}>{children}</ThemeProvider>;
}

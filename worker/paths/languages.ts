/** Languages the site serves. English is the default and is never prefixed. */
export const LANGUAGES = ['en', 'zh', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Languages that appear as a path prefix (`/zh/...`, `/pt/...`). */
export const PREFIXED_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export interface LanguageSplit {
  /** The language named by the prefix, or English when there is none. */
  language: Language;
  /** Whether the path started with a language segment (including `/en`). */
  prefixed: boolean;
  /** The path without the language segment; always starts with `/`. */
  rest: string;
}

/**
 * Splits a leading language segment off a path: `/zh/system/x` → zh + `/system/x`.
 * Only a known language counts; `/xx/...` is an ordinary path.
 */
export function splitLanguagePrefix(path: string): LanguageSplit {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  if (match && isLanguage(match[1])) {
    return { language: match[1], prefixed: true, rest: path.slice(3) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, prefixed: false, rest: path };
}

/** Puts the language prefix back: English stays unprefixed, `/` becomes `/zh`. */
export function withLanguagePrefix(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

import type { Language } from '../../worker/paths/languages';

import { en, type MessageKey } from './messages/en';
import { pt } from './messages/pt';
import { zh } from './messages/zh';

export type { MessageKey };

type Table = Partial<Record<MessageKey, string>>;

export interface TranslatorLog {
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Builds a lookup over translation tables. A missing translation warns once per
 * language and key and falls back to English; a missing language logs an error
 * and shows an ellipsis, so a broken table is visible without breaking the page.
 */
export function createTranslator(tables: Record<string, Table>, log: TranslatorLog) {
  const warned = new Set<string>();
  return (language: string, key: MessageKey): string => {
    const table = tables[language];
    if (!table) {
      log.error(`i18n: no translations for language "${language}"`);
      return '…';
    }
    const value = table[key];
    if (value !== undefined) return value;
    if (!warned.has(`${language}:${key}`)) {
      warned.add(`${language}:${key}`);
      log.warn(`i18n: missing translation for "${key}" in "${language}", using English`);
    }
    return en[key];
  };
}

const lookup = createTranslator({ en, zh, pt }, console);

/** Looks up an interface string for a page's language. */
export function translate(language: Language, key: MessageKey): string {
  return lookup(language, key);
}

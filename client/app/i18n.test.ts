import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type MessageKey, translate } from './i18n';
import { en } from './messages/en';

const makeLog = () => ({ warn: vi.fn(), error: vi.fn() });

describe('createTranslator', () => {
  it('returns the translation when there is one', () => {
    const t = createTranslator({ en: { settings: 'Settings' }, zh: { settings: '设置' } }, makeLog());
    expect(t('zh', 'settings')).toBe('设置');
  });

  it('falls back to English for a missing key and warns once per language and key', () => {
    const log = makeLog();
    const t = createTranslator({ en: {}, zh: {} }, log);
    expect(t('zh', 'settings')).toBe('Settings');
    expect(t('zh', 'settings')).toBe('Settings');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toContain('settings');
    t('zh', 'mode');
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('shows an ellipsis and logs an error for a missing language', () => {
    const log = makeLog();
    const t = createTranslator({ en: {} }, log);
    expect(t('fr', 'settings')).toBe('…');
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});

describe('translate', () => {
  it('has every English string', () => {
    expect(translate('en', 'skipToContent')).toBe('Skip to content');
  });

  it.each(['zh', 'pt'] as const)('translates every interface string into %s, so its pages never fall back or warn', (language) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const key of Object.keys(en) as MessageKey[]) {
      const value = translate(language, key);
      expect(value, key).not.toBe('');
      // Product names and plan names stay in English; every other string is the language's own.
      if (!['planPro', 'planPremium'].includes(key)) expect(value, key).not.toBe(en[key]);
    }
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives the reader the Chinese and Portuguese strings', () => {
    expect(translate('zh', 'skipToContent')).toBe('跳到内容');
    expect(translate('pt', 'openMenu')).toBe('Abrir a navegação principal');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createTranslator, translate } from './i18n';

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
  it('has every English string and partial Chinese and Portuguese', () => {
    expect(translate('en', 'skipToContent')).toBe('Skip to content');
    expect(translate('zh', 'skipToContent')).toBe('跳到内容');
    expect(translate('pt', 'settings')).toBe('Configurações');
  });
});

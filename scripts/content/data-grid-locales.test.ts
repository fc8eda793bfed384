import { describe, expect, it } from 'vitest';
import { gridLocalesMarkdown, readGridLocales } from './data-grid-locales';

// The installed @mui/x-data-grid 6.19.4 is the subject: these are facts of its locales folder.
const locales = readGridLocales();

describe('readGridLocales (@mui/x-data-grid/locales)', () => {
  it('lists every locale the package exports, and nothing else', () => {
    expect(locales).toHaveLength(34);
    expect(locales.map((locale) => locale.name)).toEqual(expect.arrayContaining(['enUS', 'frFR', 'ptBR', 'zhCN', 'zhHK', 'urPK']));
    expect(locales.map((locale) => locale.name)).not.toContain('default');
  });

  it('counts the texts each locale defines, English defining them all', () => {
    const keys = (name: string) => locales.find((locale) => locale.name === name)!.keys;
    expect(keys('enUS')).toBeGreaterThan(100);
    expect(keys('frFR')).toBe(keys('enUS'));
    expect(keys('koKR')).toBeLessThan(keys('enUS'));
  });
});

describe('gridLocalesMarkdown', () => {
  it('names each language in English and says how complete it is', () => {
    const table = gridLocalesMarkdown([
      { name: 'enUS', tag: 'en-US', keys: 10 },
      { name: 'frFR', tag: 'fr-FR', keys: 10 },
      { name: 'koKR', tag: 'ko-KR', keys: 7 },
    ]);
    expect(table).toContain('| `frFR` | French (France) | all |');
    expect(table).toContain('| `koKR` | Korean (South Korea) | 7 of 10 |');
  });
});

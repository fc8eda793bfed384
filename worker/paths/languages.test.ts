import { describe, expect, it } from 'vitest';
import { splitLanguagePrefix, withLanguagePrefix } from './languages';

describe('splitLanguagePrefix', () => {
  it.each([
    ['/zh/material-ui', { language: 'zh', prefixed: true, rest: '/material-ui' }],
    ['/pt', { language: 'pt', prefixed: true, rest: '/' }],
    ['/en/system', { language: 'en', prefixed: true, rest: '/system' }],
    ['/zhx/system', { language: 'en', prefixed: false, rest: '/zhx/system' }],
    ['/fr/system', { language: 'en', prefixed: false, rest: '/fr/system' }],
    ['/ZH/system', { language: 'en', prefixed: false, rest: '/ZH/system' }],
    ['/', { language: 'en', prefixed: false, rest: '/' }],
  ])('%s', (path, expected) => {
    expect(splitLanguagePrefix(path)).toEqual(expected);
  });
});

describe('withLanguagePrefix', () => {
  it.each([
    ['/system', 'en', '/system'],
    ['/system', 'zh', '/zh/system'],
    ['/', 'pt', '/pt'],
    ['/', 'en', '/'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(withLanguagePrefix(path, language)).toBe(expected);
  });
});

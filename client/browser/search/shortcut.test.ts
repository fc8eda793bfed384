import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './shortcut';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isSearchShortcut', () => {
  it('is Ctrl+K elsewhere and Cmd+K on macOS', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key('K', { ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true }), true)).toBe(false);
  });

  it('ignores K alone and with other modifiers', () => {
    expect(isSearchShortcut(key('k'), false)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isCopyShortcut, shouldCopyOnShortcut } from './copy';

const key = (overrides: Partial<{ code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }>) => ({
  code: 'KeyC',
  ctrlKey: false,
  metaKey: false,
  altKey: true,
  shiftKey: false,
  ...overrides,
});

describe('isCopyShortcut', () => {
  it('is Ctrl+Alt+C elsewhere and Cmd+Alt+C on macOS', () => {
    expect(isCopyShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isCopyShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isCopyShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isCopyShortcut(key({ ctrlKey: true }), true)).toBe(false);
  });

  it('needs Alt, refuses Shift and other keys', () => {
    expect(isCopyShortcut(key({ ctrlKey: true, altKey: false }), false)).toBe(false);
    expect(isCopyShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isCopyShortcut(key({ ctrlKey: true, code: 'KeyV' }), false)).toBe(false);
  });
});

describe('shouldCopyOnShortcut', () => {
  it('copies only when no text is selected', () => {
    expect(shouldCopyOnShortcut('')).toBe(true);
    expect(shouldCopyOnShortcut('selected')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { apiLayoutKey, chooseApiLayout, type LayoutStorage } from './layout-option';

function memoryStorage(initial: Record<string, string> = {}): LayoutStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, get: (key) => data[key] ?? null, set: (key, value) => void (data[key] = value) };
}

describe('chooseApiLayout', () => {
  it('gives a bot the expanded layout and stores nothing', () => {
    const storage = memoryStorage({ [apiLayoutKey('props')]: 'table' });
    expect(chooseApiLayout('props', { isBot: true, storage, random: () => 0 })).toBe('expanded');
  });

  it('picks at random once and saves the pick as the default', () => {
    const storage = memoryStorage();
    expect(chooseApiLayout('props', { isBot: false, storage, random: () => 0.99 })).toBe('table');
    expect(storage.data[apiLayoutKey('props')]).toBe('table');
    expect(chooseApiLayout('props', { isBot: false, storage, random: () => 0 })).toBe('table');
  });

  it.each([
    [0, 'collapsed'],
    [0.34, 'expanded'],
    [0.67, 'table'],
  ])('maps the draw %s to %s', (draw, layout) => {
    expect(chooseApiLayout('slots', { isBot: false, storage: memoryStorage(), random: () => draw })).toBe(layout);
  });

  it('replaces an unknown stored value', () => {
    const storage = memoryStorage({ [apiLayoutKey('classes')]: '<img onerror=x>' });
    expect(chooseApiLayout('classes', { isBot: false, storage, random: () => 0 })).toBe('collapsed');
  });

  it('ignores storage failures', () => {
    const broken: LayoutStorage = {
      get: () => {
        throw new Error('denied');
      },
      set: () => {
        throw new Error('full');
      },
    };
    expect(chooseApiLayout('props', { isBot: false, storage: broken, random: () => 0.5 })).toBe('expanded');
  });
});

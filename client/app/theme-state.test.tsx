import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type ThemeAction, type ThemeState, themeReducer, ThemeStateProvider, useChangeTheme } from './theme-state';

const initial: ThemeState = { dense: false, direction: 'ltr', paletteColors: null, spacing: 8, paletteMode: 'light' };

describe('themeReducer', () => {
  it.each<[string, ThemeAction, Partial<ThemeState>]>([
    ['SET_SPACING sets spacing', { type: 'SET_SPACING', payload: 10 }, { spacing: 10 }],
    ['INCREASE_SPACING adds 1', { type: 'INCREASE_SPACING' }, { spacing: 9 }],
    ['DECREASE_SPACING removes 1', { type: 'DECREASE_SPACING' }, { spacing: 7 }],
    ['SET_DENSE sets dense', { type: 'SET_DENSE', payload: true }, { dense: true }],
    ['CHANGE updates the mode', { type: 'CHANGE', payload: { paletteMode: 'dark' } }, { paletteMode: 'dark' }],
    ['CHANGE updates the direction', { type: 'CHANGE', payload: { direction: 'rtl' } }, { direction: 'rtl' }],
    [
      'CHANGE updates the colors',
      { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#9C27B0' } } } },
      { paletteColors: { primary: { main: '#9C27B0' } } },
    ],
  ])('%s', (_, action, expected) => {
    expect(themeReducer(initial, action)).toEqual({ ...initial, ...expected });
  });

  it('RESET_DENSITY sets dense to false and spacing to 8', () => {
    expect(themeReducer({ ...initial, dense: true, spacing: 12 }, { type: 'RESET_DENSITY' })).toEqual(initial);
  });

  it('RESET_COLORS clears the palette colors', () => {
    expect(
      themeReducer({ ...initial, paletteColors: { primary: { main: '#000000' } } }, { type: 'RESET_COLORS' }).paletteColors,
    ).toBeNull();
  });

  it('keeps spacing within its bounds', () => {
    expect(themeReducer({ ...initial, spacing: 16 }, { type: 'INCREASE_SPACING' }).spacing).toBe(16);
    expect(themeReducer({ ...initial, spacing: 2 }, { type: 'DECREASE_SPACING' }).spacing).toBe(2);
  });

  it('leaves the state untouched by a CHANGE without fields', () => {
    expect(themeReducer(initial, { type: 'CHANGE', payload: {} })).toEqual(initial);
  });

  it('throws on an unknown action', () => {
    expect(() => themeReducer(initial, { type: 'NOPE' } as unknown as ThemeAction)).toThrow('Unrecognized theme action: NOPE');
  });
});

describe('useChangeTheme', () => {
  function Probe() {
    useChangeTheme();
    return <span>ok</span>;
  }

  it('throws outside its provider', () => {
    expect(() => renderToString(<Probe />)).toThrow('Forgot to wrap component in ThemeProvider');
  });

  it('works inside its provider', () => {
    expect(renderToString(<ThemeStateProvider initial={initial}>{<Probe />}</ThemeStateProvider>)).toContain('ok');
  });
});

/** Reader preferences the server can know from cookies (FACTS.md, "Preferences"). */

export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];

export const CODE_STYLINGS = ['MUI System', 'Tailwind', 'CSS'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];

export type Direction = 'ltr' | 'rtl';

/** Custom primary/secondary colors, as the settings drawer stores them. */
export interface PaletteColors {
  primary?: PaletteColor;
  secondary?: PaletteColor;
}
export type PaletteColor = Record<string, string> & { main: string };

export interface Preferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  direction: Direction;
  dense: boolean;
  spacing: number;
  paletteColors: PaletteColors | null;
}

export const DEFAULT_SPACING = 8;
export const MIN_SPACING = 2;
export const MAX_SPACING = 16;
/** One year, in seconds (spec section 9). */
export const COOKIE_MAX_AGE = 31536000;

export const DEFAULT_PREFERENCES: Preferences = {
  codeVariant: 'TS',
  codeStyling: 'MUI System',
  direction: 'ltr',
  dense: false,
  spacing: DEFAULT_SPACING,
  paletteColors: null,
};

/** Cookie names, one per preference. */
export const COOKIE_NAMES = {
  codeVariant: 'codeVariant',
  codeStyling: 'codeStyling',
  direction: 'direction',
  dense: 'dense',
  spacing: 'spacing',
  paletteColors: 'paletteColors',
} as const;

/** The attribute value CSS keys on for the code styling (`MUI System` → `system`). */
export const STYLING_ATTRIBUTE: Record<CodeStyling, string> = { 'MUI System': 'system', Tailwind: 'tailwind', CSS: 'css' };

/** A stable key for caching pages rendered with these preferences. */
export function preferencesKey(preferences: Preferences): string {
  const { codeVariant, codeStyling, direction, dense, spacing, paletteColors } = preferences;
  return [codeVariant, codeStyling, direction, dense ? 1 : 0, spacing, paletteColors ? JSON.stringify(paletteColors) : ''].join('|');
}

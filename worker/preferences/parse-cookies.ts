import { parse } from 'hono/utils/cookie';
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  DEFAULT_PREFERENCES,
  MAX_SPACING,
  MIN_SPACING,
  type PaletteColor,
  type PaletteColors,
  type Preferences,
} from '../../client/app/preferences';

/** Larger Cookie headers are not parsed at all: defaults apply. */
export const MAX_COOKIE_HEADER = 8192;
const MAX_PALETTE_COOKIE = 2048;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const SHADE_KEYS = new Set(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'main', 'light', 'dark', 'contrastText']);

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** A color scale with only known shade names and `#rrggbb` values; anything else is refused whole. */
function paletteColor(value: unknown): PaletteColor | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length === 0 || entries.length > SHADE_KEYS.size) return undefined;
  const valid = entries.every(([key, color]) => SHADE_KEYS.has(key) && typeof color === 'string' && HEX_COLOR.test(color));
  if (!valid || typeof (value as { main?: unknown }).main !== 'string') return undefined;
  return Object.fromEntries(entries) as PaletteColor;
}

/** `paletteColors` JSON, checked field by field; malformed or oversized means none. */
export function parsePaletteColors(raw: string | undefined): PaletteColors | null {
  if (!raw || raw.length > MAX_PALETTE_COOKIE) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  if (keys.length === 0 || keys.some((key) => key !== 'primary' && key !== 'secondary')) return null;
  const { primary, secondary } = value as Record<string, unknown>;
  const colors: PaletteColors = {};
  if (primary !== undefined) {
    const parsed = paletteColor(primary);
    if (!parsed) return null;
    colors.primary = parsed;
  }
  if (secondary !== undefined) {
    const parsed = paletteColor(secondary);
    if (!parsed) return null;
    colors.secondary = parsed;
  }
  return colors;
}

/**
 * Reads the reader's preferences from a Cookie header. Every value is checked
 * against an allow-list; anything unknown, malformed or oversized falls back to
 * the default, so nothing from a cookie ever reaches the page unchecked.
 */
export function parsePreferenceCookies(header: string | undefined | null): Preferences {
  if (!header || header.length > MAX_COOKIE_HEADER) return DEFAULT_PREFERENCES;
  const cookies = parse(header);
  const spacing = Number(cookies.spacing);
  return {
    codeVariant: oneOf(CODE_VARIANTS, cookies.codeVariant) ?? DEFAULT_PREFERENCES.codeVariant,
    codeStyling: oneOf(CODE_STYLINGS, cookies.codeStyling) ?? DEFAULT_PREFERENCES.codeStyling,
    direction: cookies.direction === 'rtl' ? 'rtl' : 'ltr',
    dense: cookies.dense === 'true',
    spacing: Number.isInteger(spacing) && spacing >= MIN_SPACING && spacing <= MAX_SPACING ? spacing : DEFAULT_PREFERENCES.spacing,
    paletteColors: parsePaletteColors(cookies.paletteColors),
  };
}

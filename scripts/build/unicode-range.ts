/** A closed range of code points. */
export interface CodePointRange {
  from: number;
  to: number;
}

/** Parses a CSS `unicode-range` value (`U+0000-00FF, U+0131`); wildcards (`U+4??`) are not used here and are rejected. */
export function parseUnicodeRange(value: string): CodePointRange[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
      if (!match) throw new Error(`unsupported unicode-range part: ${part}`);
      const from = Number.parseInt(match[1], 16);
      const to = match[2] ? Number.parseInt(match[2], 16) : from;
      if (to < from) throw new Error(`empty unicode-range part: ${part}`);
      return { from, to };
    });
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** Writes ranges back as a `unicode-range` value, merging neighbors. */
export function formatUnicodeRange(ranges: readonly CodePointRange[]): string {
  return normalize(ranges)
    .map(({ from, to }) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/** Sorted, overlapping and adjacent ranges merged. */
function normalize(ranges: readonly CodePointRange[]): CodePointRange[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  const merged: CodePointRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.from <= last.to + 1) last.to = Math.max(last.to, range.to);
    else merged.push({ ...range });
  }
  return merged;
}

/** The code points of `ranges` that are not in `minus`. */
export function subtractRanges(ranges: readonly CodePointRange[], minus: readonly CodePointRange[]): CodePointRange[] {
  let rest = normalize(ranges);
  for (const cut of normalize(minus)) {
    rest = rest.flatMap((range) => {
      if (cut.to < range.from || cut.from > range.to) return [range];
      const pieces: CodePointRange[] = [];
      if (cut.from > range.from) pieces.push({ from: range.from, to: cut.from - 1 });
      if (cut.to < range.to) pieces.push({ from: cut.to + 1, to: range.to });
      return pieces;
    });
  }
  return rest;
}

/** The code points of `ranges` that are also in `within`. */
export function intersectRanges(ranges: readonly CodePointRange[], within: readonly CodePointRange[]): CodePointRange[] {
  return subtractRanges(ranges, subtractRanges(ranges, within));
}

/** Every character of the ranges, for a font subsetter. */
export function rangeText(ranges: readonly CodePointRange[]): string {
  let text = '';
  for (const { from, to } of normalize(ranges)) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

import type { ApiCssVariable } from './types';

/**
 * The CSS variables a Joy UI component declares, read from its own module's
 * published JavaScript (`@mui/joy/Button/Button.js`): Joy's type definitions
 * do not carry them, its styles do. A variable is the component's own when it
 * is named after the component (`--Button-gap`); the others it sets are for
 * the components it holds (`--Icon-color`, `--CircularProgress-size`); another
 * component's variable it only reads is that component's API, not this one's.
 * Internal variables (`--_…`, `--variant-…`) and the theme's own (`--joy-…`)
 * are not part of a component's API and are left out.
 *
 * - set: the component assigns it in its styles (a key `'--Button-gap':`);
 * - fallbacks: the values it falls back to where it reads it
 *   (`var(--Button-radius, var(--joy-radius-sm))`), which apply as long as no
 *   one sets it.
 */
export function collectCssVariables(componentName: string, source: string): ApiCssVariable[] {
  const found = new Map<string, { set: boolean; fallbacks: Set<string> }>();
  const entry = (name: string) => {
    let value = found.get(name);
    if (!value) found.set(name, (value = { set: false, fallbacks: new Set() }));
    return value;
  };
  const name = '--[A-Z][A-Za-z0-9]*-[A-Za-z0-9_-]*[A-Za-z0-9]';
  for (const match of source.matchAll(new RegExp(`['"](${name})['"]\\s*:`, 'g'))) entry(match[1]).set = true;
  for (const match of source.matchAll(new RegExp(`var\\(\\s*(${name})\\s*(,)?`, 'g'))) {
    const variable = entry(match[1]);
    if (!match[2]) continue;
    const fallback = readUntilClose(source, match.index + match[0].length);
    if (fallback !== null) variable.fallbacks.add(fallbackText(fallback));
  }
  const own = `--${componentName}-`;
  return (
    [...found]
      .map(([variable, { set, fallbacks }]) => ({
        name: variable,
        own: variable.startsWith(own),
        set,
        fallbacks: [...fallbacks].sort(),
      }))
      // Another component's variable that this one only reads belongs to that component's API.
      .filter((variable) => variable.own || variable.set)
      .sort((a, b) => Number(b.own) - Number(a.own) || a.name.localeCompare(b.name))
  );
}

/** The text from `start` to the parenthesis that closes the one before it, or null if it does not close. */
function readUntilClose(source: string, start: number): string | null {
  let depth = 0;
  for (let index = start; index < source.length && index < start + 300; index++) {
    const char = source[index];
    if (char === '(') depth++;
    else if (char === ')') {
      if (depth === 0) return source.slice(start, index).trim();
      depth--;
    }
  }
  return null;
}

/** A fallback as CSS: the theme's tokens (`${theme.vars.radius.sm}`) as the variables they are; other code as "computed". */
export function fallbackText(raw: string): string {
  const css = raw.replace(/\$\{theme\.vars\.([A-Za-z0-9_.]+)\}/g, (_, path: string) => `var(--joy-${path.replace(/\./g, '-')})`);
  return /\$\{|['"`]/.test(css) ? 'computed' : css;
}

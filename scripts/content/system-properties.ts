// The table of system properties on /system/properties, read at build time from the installed
// @mui/system itself, so that it cannot drift from the package:
// - the properties are the keys of `unstable_defaultSxConfig`, the configuration `sx` and the
//   system props of Box, Stack and Grid are resolved with;
// - each one's group is the style function (`spacing`, `borders`, `palette`, …) whose `filterProps`
//   lists it;
// - its CSS properties are what the package's `sx` function outputs for it;
// - its theme key is the entry's `themeKey`; an entry that has a `style` function of its own instead
//   (spacing, gap, borderRadius, maxWidth) is run against a theme that records what it reads.
import { createRequire } from 'node:module';

/** The part of @mui/system this module reads; the real package in the build, a stand-in in some tests. */
export interface SystemModule {
  unstable_defaultSxConfig: Record<string, SxConfigEntry>;
  unstable_styleFunctionSx: (props: { sx: Record<string, unknown>; theme: object }) => unknown;
  createTheme: () => object;
  [styleFunction: string]: unknown;
}

interface SxConfigEntry {
  themeKey?: string;
  cssProperty?: string | false;
  transform?: unknown;
  style?: (props: Record<string, unknown>) => unknown;
}

export interface SystemProperty {
  /** The key in `sx`, and the system prop's name. */
  prop: string;
  /** CSS properties it sets, camelCase as in a style object; empty when it spreads a theme value. */
  cssProperties: string[];
  /** An at-rule its CSS is nested in (`@media print` for `displayPrint`). */
  atRule?: string;
  /** It sets whatever CSS properties the theme value at `themeKey` holds (`typography`). */
  spreadsThemeValue?: boolean;
  /** Where in the theme a value is looked up (`spacing`, `palette`, `shape.borderRadius`). */
  themeKey?: string;
  /** A value the system turns into another one with its default theme: `2` → `16px` for `p`. */
  example?: { input: string | number; output: string };
}

export interface SystemPropertyGroup {
  /** The style function's export name: `borders`, `spacing`. */
  styleFunction: string;
  properties: SystemProperty[];
}

/** The style functions @mui/system exports whose `filterProps` group the system properties, in its docs' order. */
export const STYLE_FUNCTIONS = [
  'borders',
  'display',
  'flexbox',
  'grid',
  'palette',
  'positions',
  'shadows',
  'sizing',
  'spacing',
  'typography',
];

// A value no theme defines, which every style function passes through to CSS unchanged.
const PASS_THROUGH = 'inherit';

/** Loads the installed @mui/system (CommonJS) for the build. */
export function loadSystem(): SystemModule {
  return createRequire(import.meta.url)('@mui/system') as SystemModule;
}

/** Every system property, grouped by the style function that handles it. */
export function readSystemProperties(system: SystemModule = loadSystem()): SystemPropertyGroup[] {
  const config = system.unstable_defaultSxConfig;
  const theme = system.createTheme();
  const groupOf = new Map<string, string>();
  for (const name of STYLE_FUNCTIONS) {
    const filterProps = (system[name] as { filterProps?: string[] } | undefined)?.filterProps;
    if (!filterProps) throw new Error(`@mui/system has no style function ${name} with filterProps`);
    for (const prop of filterProps) if (!groupOf.has(prop)) groupOf.set(prop, name);
  }
  const groups = new Map<string, SystemProperty[]>(STYLE_FUNCTIONS.map((name) => [name, []]));
  for (const [prop, entry] of Object.entries(config)) {
    const group = groupOf.get(prop);
    if (!group) throw new Error(`system property ${prop} belongs to none of the style functions ${STYLE_FUNCTIONS.join(', ')}`);
    groups.get(group)!.push(describe(system, theme, prop, entry));
  }
  return [...groups]
    .filter(([, properties]) => properties.length > 0)
    .map(([styleFunction, properties]) => ({ styleFunction, properties }));
}

function describe(system: SystemModule, theme: object, prop: string, entry: SxConfigEntry): SystemProperty {
  const property: SystemProperty = { prop, cssProperties: [] };
  const themeKey = entry.themeKey ?? (entry.style ? readThemeKey(entry.style, prop, theme) : undefined);
  if (themeKey) property.themeKey = themeKey;
  if (entry.cssProperty === false && entry.themeKey) {
    // `typography: 'body1'` spreads `theme.typography.body1`, whatever properties it has.
    property.spreadsThemeValue = true;
    return property;
  }
  const output = system.unstable_styleFunctionSx({ sx: { [prop]: PASS_THROUGH }, theme }) as Record<string, unknown>;
  for (const [key, value] of Object.entries(output)) {
    if (value && typeof value === 'object') {
      property.atRule = key;
      property.cssProperties.push(...Object.keys(value));
    } else property.cssProperties.push(key);
  }
  if (property.cssProperties.length === 0) throw new Error(`sx gave no CSS for ${prop}`);
  const example = readExample(system, theme, prop);
  if (example) property.example = example;
  return property;
}

// Values tried for an example, in order: a number of theme units, a breakpoint name, a fraction.
const EXAMPLES: (string | number)[] = [2, 'sm', 0.5];

/** The first example value `sx` changes with the default theme, and what it becomes (numbers are pixels, as emotion writes them). */
export function readExample(system: SystemModule, theme: object, prop: string): SystemProperty['example'] {
  for (const input of EXAMPLES) {
    const output = system.unstable_styleFunctionSx({ sx: { [prop]: input }, theme }) as Record<string, unknown>;
    const first = Object.values(output)[0];
    const value = first && typeof first === 'object' ? Object.values(first)[0] : first;
    if (value !== undefined && value !== input && (typeof value === 'string' || typeof value === 'number')) {
      return { input, output: typeof value === 'number' ? `${value}px` : value };
    }
  }
  return undefined;
}

// A number and a breakpoint name: the two kinds of value a style function of its own looks up in the theme.
const PROBES: unknown[] = [2, 'md'];

/**
 * The theme key a style function reads, found by running it against the theme wrapped in a proxy
 * that records every path read: a path read with the value itself as its last step is a lookup
 * table (`breakpoints.values`); otherwise the scale read last (`spacing`, `shape.borderRadius`).
 */
export function readThemeKey(style: (props: Record<string, unknown>) => unknown, prop: string, theme: object): string | undefined {
  const keys = new Set<string>();
  for (const probe of PROBES) {
    const reads: { path: string; value: unknown }[] = [];
    style({ [prop]: probe, theme: recording(theme, '', reads) });
    const used = reads.filter(({ path, value }) => value !== undefined && value !== null && typeof value !== 'object' && path !== 'vars');
    const lookup = used.find(({ path }) => path.endsWith(`.${String(probe)}`));
    if (lookup) keys.add(lookup.path.slice(0, -String(probe).length - 1));
    else if (used.length) keys.add(used[used.length - 1].path);
  }
  // A lookup table wins over what a failed lookup falls back to.
  const found = [...keys];
  return found.find((key) => !found.some((other) => other !== key && other.startsWith(`${key}.`))) ?? found[0];
}

function recording(target: object, path: string, reads: { path: string; value: unknown }[]): object {
  return new Proxy(target, {
    get(object, key, receiver) {
      const value = Reflect.get(object, key, receiver);
      if (typeof key !== 'string') return value;
      const at = path ? `${path}.${key}` : key;
      reads.push({ path: at, value });
      return value && typeof value === 'object' ? recording(value, at, reads) : value;
    },
  });
}

/** `paddingLeft` → `padding-left`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const GROUP_TITLES: Record<string, string> = {
  borders: 'Borders',
  display: 'Display',
  flexbox: 'Flexbox',
  grid: 'Grid',
  palette: 'Palette',
  positions: 'Positions',
  shadows: 'Shadows',
  sizing: 'Sizing',
  spacing: 'Spacing',
  typography: 'Typography',
};

/** The groups as Markdown: a heading of the given level and a table per style function. */
export function systemPropertiesMarkdown(groups: SystemPropertyGroup[], headingLevel = 3): string {
  const hashes = '#'.repeat(headingLevel);
  return groups
    .map(({ styleFunction, properties }) => {
      const rows = properties.map((property) => {
        const css = property.spreadsThemeValue
          ? `the CSS properties of the \`${property.themeKey}\` entry it names`
          : property.cssProperties.map((name) => `\`${kebab(name)}\``).join(', ') +
            (property.atRule ? ` inside \`${property.atRule}\`` : '');
        const example = property.example
          ? `\`${JSON.stringify(property.example.input).replace(/"/g, "'")}\` → \`${property.example.output}\``
          : '';
        return `| \`${property.prop}\` | ${css} | ${property.themeKey ? `\`${property.themeKey}\`` : 'none'} | ${example} |`;
      });
      return [
        `${hashes} ${GROUP_TITLES[styleFunction] ?? styleFunction}`,
        '',
        `${properties.length} ${properties.length === 1 ? 'property' : 'properties'}, handled by the \`${styleFunction}\` style function.`,
        '',
        '| Prop | CSS property | Theme key | Example |',
        '| --- | --- | --- | --- |',
        ...rows,
      ].join('\n');
    })
    .join('\n\n');
}

import { describe, expect, it } from 'vitest';
import {
  loadSystem,
  readSystemProperties,
  readThemeKey,
  STYLE_FUNCTIONS,
  type SystemModule,
  type SystemProperty,
  systemPropertiesMarkdown,
} from './system-properties';

// The installed @mui/system 5.15.9 is the subject: these are facts of its style functions.
const system = loadSystem();
const groups = readSystemProperties(system);
const all = groups.flatMap((group) => group.properties);
const property = (prop: string): SystemProperty => all.find((entry) => entry.prop === prop)!;

describe('readSystemProperties (@mui/system)', () => {
  it('lists every key of unstable_defaultSxConfig once, in the groups of the style functions', () => {
    expect(all.map((entry) => entry.prop).sort()).toEqual(Object.keys(system.unstable_defaultSxConfig).sort());
    expect(all).toHaveLength(110);
    expect(groups.map((group) => group.styleFunction)).toEqual(STYLE_FUNCTIONS);
    const spacing = groups.find((group) => group.styleFunction === 'spacing')!;
    expect(spacing.properties).toHaveLength(40);
    expect(groups.find((group) => group.styleFunction === 'borders')!.properties.map((entry) => entry.prop)).toContain('outlineColor');
  });

  it('maps shorthands to the CSS properties sx writes, and reads the theme key each one uses', () => {
    expect(property('px')).toMatchObject({ cssProperties: ['paddingLeft', 'paddingRight'], themeKey: 'spacing' });
    expect(property('my')).toMatchObject({ cssProperties: ['marginTop', 'marginBottom'], themeKey: 'spacing' });
    expect(property('marginInlineStart')).toMatchObject({ cssProperties: ['marginInlineStart'], themeKey: 'spacing' });
    expect(property('bgcolor')).toMatchObject({ cssProperties: ['backgroundColor'], themeKey: 'palette' });
    expect(property('borderColor')).toMatchObject({ cssProperties: ['borderColor'], themeKey: 'palette' });
    expect(property('border')).toMatchObject({ cssProperties: ['border'], themeKey: 'borders' });
    expect(property('zIndex').themeKey).toBe('zIndex');
    expect(property('boxShadow').themeKey).toBe('shadows');
    expect(property('fontWeight').themeKey).toBe('typography');
    expect(property('display').themeKey).toBeUndefined();
  });

  it('finds the theme keys of the properties that have style functions of their own', () => {
    expect(property('borderRadius').themeKey).toBe('shape.borderRadius');
    expect(property('gap').themeKey).toBe('spacing');
    expect(property('rowGap').themeKey).toBe('spacing');
    expect(property('maxWidth').themeKey).toBe('breakpoints.values');
    expect(property('width').themeKey).toBeUndefined();
  });

  it('describes the two properties that set no CSS property of their own name', () => {
    expect(property('displayPrint')).toMatchObject({ cssProperties: ['display'], atRule: '@media print' });
    expect(property('typography')).toMatchObject({ cssProperties: [], spreadsThemeValue: true, themeKey: 'typography' });
  });

  it('gives the values the default theme changes as examples', () => {
    expect(property('p').example).toEqual({ input: 2, output: '16px' });
    expect(property('borderRadius').example).toEqual({ input: 2, output: '8px' });
    expect(property('border').example).toEqual({ input: 2, output: '2px solid' });
    expect(property('width').example).toEqual({ input: 0.5, output: '50%' });
    expect(property('maxWidth').example).toEqual({ input: 'sm', output: '600px' });
    expect(property('display').example).toBeUndefined();
  });
});

describe('readThemeKey', () => {
  const theme = { spacing: (value: number) => `${value * 4}px`, sizes: { small: '10px' }, vars: undefined };

  it('names a scale the function reads', () => {
    const style = (props: Record<string, unknown>) => ({ gap: (props.theme as typeof theme).spacing(props.gap as number) });
    expect(readThemeKey(style, 'gap', theme)).toBe('spacing');
  });

  it('names a table the function looks the value up in', () => {
    const style = (props: Record<string, unknown>) => {
      const sizes = (props.theme as { sizes: Record<string, string> }).sizes;
      return { width: sizes[String(props.width)] ?? props.width };
    };
    expect(readThemeKey(style, 'width', { sizes: { md: '32px', 2: '8px' } })).toBe('sizes');
  });

  it('names nothing for a function that reads no theme', () => {
    expect(readThemeKey((props) => ({ order: props.order }), 'order', theme)).toBeUndefined();
  });
});

describe('readSystemProperties with a changed package', () => {
  it('fails on a system property no style function lists, instead of leaving it out', () => {
    const changed = {
      ...system,
      unstable_defaultSxConfig: { ...system.unstable_defaultSxConfig, aspectRatio: {} },
    } as SystemModule;
    expect(() => readSystemProperties(changed)).toThrow(/aspectRatio belongs to none of the style functions/);
  });
});

describe('systemPropertiesMarkdown', () => {
  it('writes a heading, a count and a table per group', () => {
    const markdown = systemPropertiesMarkdown([
      {
        styleFunction: 'spacing',
        properties: [
          { prop: 'px', cssProperties: ['paddingLeft', 'paddingRight'], themeKey: 'spacing', example: { input: 2, output: '16px' } },
        ],
      },
      {
        styleFunction: 'display',
        properties: [
          { prop: 'displayPrint', cssProperties: ['display'], atRule: '@media print' },
          { prop: 'display', cssProperties: ['display'] },
        ],
      },
    ]);
    expect(markdown).toContain('### Spacing\n\n1 property, handled by the `spacing` style function.');
    expect(markdown).toContain('| `px` | `padding-left`, `padding-right` | `spacing` | `2` → `16px` |');
    expect(markdown).toContain('| `displayPrint` | `display` inside `@media print` | none |  |');
    expect(markdown).toContain('2 properties, handled by the `display` style function.');
  });
});

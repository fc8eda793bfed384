import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectCssVariables, fallbackText } from './css-variables';

const joyDir = dirname(createRequire(import.meta.url).resolve('@mui/joy/package.json'));
const styles = (name: string) => readFileSync(join(joyDir, name, `${name}.js`), 'utf8');

describe('collectCssVariables', () => {
  it('reads what a component sets and the fallbacks where it reads its own variables', () => {
    const source = `const Root = styled('div')(({ theme }) => ({
      '--Chip-gap': '0.5rem',
      '--Icon-color': 'currentColor',
      borderRadius: \`var(--Chip-radius, \${theme.vars.radius.sm})\`,
      minHeight: 'var(--Chip-minHeight, calc(2rem + var(--variant-borderWidth, 0px)))',
      gap: 'var(--List-gap)',
      '--_internal': 1,
      color: 'var(--joy-palette-text-primary)',
    }));`;
    expect(collectCssVariables('Chip', source)).toEqual([
      { name: '--Chip-gap', own: true, set: true, fallbacks: [] },
      { name: '--Chip-minHeight', own: true, set: false, fallbacks: ['calc(2rem + var(--variant-borderWidth, 0px))'] },
      { name: '--Chip-radius', own: true, set: false, fallbacks: ['var(--joy-radius-sm)'] },
      { name: '--Icon-color', own: false, set: true, fallbacks: [] },
    ]);
  });

  it('finds the variables of the installed Button', () => {
    const names = collectCssVariables('Button', styles('Button')).map((variable) => variable.name);
    expect(names).toEqual(expect.arrayContaining(['--Button-gap', '--Button-radius', '--Button-minHeight', '--Icon-color']));
    expect(names.every((name) => !name.startsWith('--joy-') && !name.startsWith('--_'))).toBe(true);
  });

  it('writes theme tokens as variables and anything else computed as "computed"', () => {
    expect(fallbackText('${theme.vars.fontSize.md}')).toBe('var(--joy-fontSize-md)');
    expect(fallbackText("${ownerState.size === 'sm' ? 1 : 2}")).toBe('computed');
  });
});

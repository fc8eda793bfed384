import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLYPH_NAMES, glyphModuleName } from '../../client/app/glyph-names';
import { iconPath } from './glyphs-fs';

const require = createRequire(import.meta.url);
const dir = join(dirname(require.resolve('@mui/icons-material/package.json')), 'esm');

describe('the shell icons', () => {
  it('names each icon by its module', () => {
    expect(glyphModuleName('format_textdirection_l_to_r')).toBe('FormatTextdirectionLToR');
    expect(glyphModuleName('menu')).toBe('Menu');
  });

  it.each(GLYPH_NAMES)('reads the SVG path of %s from the installed package', (name) => {
    const d = iconPath(readFileSync(join(dir, `${glyphModuleName(name)}.js`), 'utf8'), name);
    expect(d).toMatch(/^M[0-9.\s,a-zA-Z-]+$/);
  });

  it('refuses an icon drawn with more than one path', () => {
    const source = '_jsx("path", { d: "M1 1h2" }), _jsx("circle", { cx: "12" })';
    expect(() => iconPath(source, 'two')).toThrow(/single path/);
  });
});

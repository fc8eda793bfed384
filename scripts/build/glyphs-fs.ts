import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GLYPH_NAMES, glyphModuleName } from '../../client/app/glyph-names';
import { writeOutput } from './output-fs';

const require = createRequire(import.meta.url);

/** The path data of one icon module of @mui/icons-material (a single `path` element). */
export function iconPath(source: string, name: string): string {
  const paths = [...source.matchAll(/_jsx\("path", \{\s*d: "([^"]+)"\s*\}\)/g)].map((match) => match[1]);
  if (paths.length !== 1 || /_jsx\("(?!path")/.test(source)) throw new Error(`icon ${name} is not a single path`);
  return paths[0];
}

/** Writes the shell's icons (name → SVG path) from the installed @mui/icons-material. */
export function writeGlyphs(generatedDir: string): void {
  const dir = join(dirname(require.resolve('@mui/icons-material/package.json')), 'esm');
  const glyphs = Object.fromEntries(
    GLYPH_NAMES.map((name) => [name, iconPath(readFileSync(join(dir, `${glyphModuleName(name)}.js`), 'utf8'), name)]),
  );
  writeOutput(join(generatedDir, 'glyphs.json'), `${JSON.stringify(glyphs, null, 2)}\n`);
}

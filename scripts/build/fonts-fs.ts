import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { hashedName } from './hash';

const require = createRequire(import.meta.url);

interface FontFace {
  family: string;
  packageName: string;
  file: string;
  /** A weight, or a range for variable fonts (`300 400`). */
  weight: number | string;
  /** `block` for icon ligatures (never show the words), `swap` for text. */
  display: 'block' | 'swap';
  unicodeRange?: string;
}

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const plex = (weight: number): FontFace => ({
  family: 'IBM Plex Sans',
  packageName: '@fontsource/ibm-plex-sans',
  file: `ibm-plex-sans-latin-${weight}-normal.woff2`,
  weight,
  display: 'swap',
  unicodeRange: LATIN,
});

/** The stylesheets every page links, each with the faces it declares. */
const STYLESHEETS: Record<string, FontFace[]> = {
  'ibm-plex-sans.css': [plex(400), plex(500), plex(600), plex(700)],
};

/**
 * Stylesheets a page may ask for in its frontmatter (`fonts: [roboto-condensed, work-sans]`).
 * The icon font is one of them: the shell draws its icons as SVG, so only pages
 * whose demos use the `Icon` component load its 128 KB.
 */
const PAGE_STYLESHEETS: Record<string, FontFace[]> = {
  'material-icons.css': [
    {
      family: 'Material Icons',
      packageName: '@fontsource/material-icons',
      file: 'material-icons-latin-400-normal.woff2',
      weight: 400,
      display: 'block',
    },
  ],
  'roboto-condensed.css': [
    {
      family: 'Roboto Condensed',
      packageName: '@fontsource-variable/roboto-condensed',
      file: 'roboto-condensed-latin-wght-normal.woff2',
      weight: 700,
      display: 'swap',
      unicodeRange: LATIN,
    },
  ],
  'work-sans.css': [
    {
      family: 'Work Sans',
      packageName: '@fontsource-variable/work-sans',
      file: 'work-sans-latin-wght-normal.woff2',
      weight: '300 400',
      display: 'swap',
      unicodeRange: LATIN,
    },
  ],
};

export interface FontBuild {
  stylesheets: string[];
  /** The regular text face, worth preloading. */
  preload: string[];
  /** Page stylesheets by name (`roboto-condensed`), for frontmatter `fonts`. */
  pageStylesheets: Record<string, string>;
}

/** Copies the font files from their registry packages under content-hashed names and writes their stylesheets. */
export function buildFonts(publicDir: string): FontBuild {
  const outDir = join(publicDir, 'static', 'fonts');
  mkdirSync(outDir, { recursive: true });
  const preload: string[] = [];
  const write = (sheetName: string, faces: FontFace[]) => {
    const rules = faces.map((face) => {
      const source = join(dirname(require.resolve(`${face.packageName}/package.json`)), 'files', face.file);
      const name = hashedName(basename(face.file), readFileSync(source));
      copyFileSync(source, join(outDir, name));
      const url = `/static/fonts/${name}`;
      if (face.family === 'IBM Plex Sans' && face.weight === 400) preload.push(url);
      return [
        '@font-face {',
        `  font-family: '${face.family}';`,
        '  font-style: normal;',
        `  font-weight: ${face.weight};`,
        `  font-display: ${face.display};`,
        `  src: url(${url}) format('woff2');`,
        face.unicodeRange ? `  unicode-range: ${face.unicodeRange};` : '',
        '}',
      ]
        .filter(Boolean)
        .join('\n');
    });
    const css = `${rules.join('\n')}\n`;
    const name = hashedName(sheetName, css);
    writeFileSync(join(outDir, name), css);
    return `/static/fonts/${name}`;
  };
  const stylesheets = Object.entries(STYLESHEETS).map(([sheetName, faces]) => write(sheetName, faces));
  const pageStylesheets = Object.fromEntries(
    Object.entries(PAGE_STYLESHEETS).map(([sheetName, faces]) => [sheetName.replace(/\.css$/, ''), write(sheetName, faces)]),
  );
  return { stylesheets, preload, pageStylesheets };
}

/** The okaidia theme at the fixed address the specification gives it. */
export function copyPrismTheme(publicDir: string): void {
  const outDir = join(publicDir, 'static', 'styles');
  mkdirSync(outDir, { recursive: true });
  copyFileSync(require.resolve('prismjs/themes/prism-okaidia.css'), join(outDir, 'prism-okaidia.css'));
}

/** A stylesheet of the bucket, to be written into pages: it must not be able to close its <style>. */
export function inlineableCss(publicDir: string, href: string): string {
  const css = readFileSync(join(publicDir, href.slice(1)), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${href} cannot be written into a page`);
  return css;
}

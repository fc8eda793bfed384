import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { fileURLToPath } from 'node:url';
import { BuildCache, digest, installedDigest } from './cache-fs';
import { hashedName } from './hash';
import { copyOutput, writeOutput } from './output-fs';
import { formatUnicodeRange, intersectRanges, parseUnicodeRange, rangeText, subtractRanges } from './unicode-range';

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
  /**
   * Split into a small face for the characters the site's prose and interface use (printable ASCII and
   * the usual typographic punctuation), which every page loads, and the package's file for the rest of
   * its range, which the browser fetches only for a page with such a character (an accented name).
   */
  splitCommon?: boolean;
}

/**
 * What the split faces hold: ASCII (its control characters too), no-break space, § © ° · ×, the lowercase
 * accented letters of Portuguese and Spanish (à á â ã ç é ê í ñ ó ô õ ú ü: the site's Portuguese interface,
 * names in demos), the spaces, dashes, quotes, bullet and ellipsis of U+2000-2027, ↑ ↓ − € ™. English pages use
 * little else outside code (which is set in a monospace font). IBM Plex Sans Latin's 400 face goes from 22.6 KB
 * to 11.7 KB, and the 600 face to 12.8 KB.
 */
const COMMON = parseUnicodeRange(
  'U+0000-007E, U+00A0, U+00A7, U+00A9, U+00B0, U+00B7, U+00D7, U+00E0-00E3, U+00E7, U+00E9-00EA, U+00ED, U+00F1, U+00F3-00F5, U+00FA, U+00FC, U+2000-2027, U+2191, U+2193, U+2212, U+20AC, U+2122',
);

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const plex = (weight: number): FontFace => ({
  family: 'IBM Plex Sans',
  packageName: '@fontsource/ibm-plex-sans',
  file: `ibm-plex-sans-latin-${weight}-normal.woff2`,
  weight,
  display: 'swap',
  unicodeRange: LATIN,
  splitCommon: true,
});

/**
 * The stylesheets every page links, each with the faces it declares.
 * Semibold (600) is the site's only bold: headings, the menu and `<strong>` all use it, so a
 * page needs two text faces, not three. Without a 700 face the browser draws `bold` with 600.
 */
const STYLESHEETS: Record<string, FontFace[]> = {
  'ibm-plex-sans.css': [plex(400), plex(500), plex(600)],
};

/** The faces every page's first screen uses (body text, and headings with the menu), preloaded. */
const PRELOADED_WEIGHTS = new Set([400, 600]);

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
  /** The text faces every first screen uses, worth preloading. */
  preload: string[];
  /** Page stylesheets by name (`roboto-condensed`), for frontmatter `fonts`. */
  pageStylesheets: Record<string, string>;
}

/**
 * Copies the font files from their registry packages under content-hashed names and writes their stylesheets;
 * a face marked `splitCommon` becomes a subset for the common characters (made with harfbuzz, through
 * `subset-font`) and the package's file for the rest of its range.
 */
export async function buildFonts(publicDir: string): Promise<FontBuild> {
  const outDir = join(publicDir, 'static', 'fonts');
  mkdirSync(outDir, { recursive: true });
  const preload: string[] = [];
  const emit = (fileName: string, data: Buffer) => {
    const name = hashedName(fileName, data);
    writeOutput(join(outDir, name), data);
    return `/static/fonts/${name}`;
  };
  const rule = (face: FontFace, url: string, unicodeRange: string | undefined) =>
    [
      '@font-face {',
      `  font-family: '${face.family}';`,
      '  font-style: normal;',
      `  font-weight: ${face.weight};`,
      `  font-display: ${face.display};`,
      `  src: url(${url}) format('woff2');`,
      unicodeRange ? `  unicode-range: ${unicodeRange};` : '',
      '}',
    ]
      .filter(Boolean)
      .join('\n');
  const faceRules = async (face: FontFace): Promise<string[]> => {
    const source = readFileSync(join(dirname(require.resolve(`${face.packageName}/package.json`)), 'files', face.file));
    const preloaded = face.family === 'IBM Plex Sans' && PRELOADED_WEIGHTS.has(Number(face.weight));
    if (!face.splitCommon || !face.unicodeRange) {
      const url = emit(basename(face.file), source);
      if (preloaded) preload.push(url);
      return [rule(face, url, face.unicodeRange)];
    }
    const range = parseUnicodeRange(face.unicodeRange);
    const common = intersectRanges(COMMON, range);
    // Without TrueType hinting (as font services send to all but old Windows): 12 KB instead of 16 KB, so a face
    // and its response headers fit in TCP's first round trip (about 14 KB) on a new connection.
    const subset = await subsetCached(source, rangeText(common), { targetFormat: 'woff2', noHinting: true });
    const commonUrl = emit(basename(face.file).replace(/\.woff2$/, '.common.woff2'), subset);
    if (preloaded) preload.push(commonUrl);
    return [
      rule(face, commonUrl, formatUnicodeRange(common)),
      rule(face, emit(basename(face.file), source), formatUnicodeRange(subtractRanges(range, common))),
    ];
  };
  const write = async (sheetName: string, faces: FontFace[]) => {
    const rules = (await Promise.all(faces.map(faceRules))).flat();
    const css = `${rules.join('\n')}\n`;
    const name = hashedName(sheetName, css);
    writeOutput(join(outDir, name), css);
    return `/static/fonts/${name}`;
  };
  const stylesheets = await Promise.all(Object.entries(STYLESHEETS).map(([sheetName, faces]) => write(sheetName, faces)));
  const pageStylesheets = Object.fromEntries(
    await Promise.all(
      Object.entries(PAGE_STYLESHEETS).map(
        async ([sheetName, faces]) => [sheetName.replace(/\.css$/, ''), await write(sheetName, faces)] as const,
      ),
    ),
  );
  return { stylesheets, preload, pageStylesheets };
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `subsetFont` (harfbuzz), kept by the font's bytes, the characters, the options and the installed packages. */
async function subsetCached(source: Buffer, text: string, options: { targetFormat: 'woff2'; noHinting: boolean }): Promise<Buffer> {
  const cache = new BuildCache(root, 'fonts');
  const key = digest(installedDigest(root), source, text, JSON.stringify(options));
  const stored = cache.get<string>(key);
  if (stored !== undefined) return Buffer.from(stored, 'base64');
  const subset = await subsetFont(source, text, options);
  cache.set(key, subset.toString('base64'));
  return subset;
}

/** The okaidia theme at the fixed address the specification gives it. */
export function copyPrismTheme(publicDir: string): void {
  const outDir = join(publicDir, 'static', 'styles');
  mkdirSync(outDir, { recursive: true });
  copyOutput(require.resolve('prismjs/themes/prism-okaidia.css'), join(outDir, 'prism-okaidia.css'));
}

/** A stylesheet of the bucket, to be written into pages: it must not be able to close its <style>. */
export function inlineableCss(publicDir: string, href: string): string {
  const css = readFileSync(join(publicDir, href.slice(1)), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${href} cannot be written into a page`);
  return css;
}

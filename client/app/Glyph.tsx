import paths from '../../dist/generated/glyphs.json';

// The shell's icons as inline SVG paths taken from @mui/icons-material at build
// time (scripts/build/glyphs-fs.ts): plain elements, cheap to render and
// hydrate, instead of the 128 KB Material Icons font on every page. Pages whose
// demos use the font load it themselves (frontmatter `fonts: [material-icons]`).
const GLYPHS: Readonly<Record<string, string>> = paths;

/** An icon by its Material Icons name (`unfold_more`); decorative, so hidden from assistive technology. */
export function Glyph({ name }: { name: string }) {
  const d = Object.hasOwn(GLYPHS, name) ? GLYPHS[name] : undefined;
  if (!d) return null;
  return (
    <svg className="glyph" viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

// Text of the build's own compiled HTML, for the search index. The HTML is
// trusted and regular (marked's output, the API extractor's descriptions), so
// a few patterns read it; this is never run on HTML from a request.

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Decodes the entities marked and the extractor write (named ones above, and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+[0-9]*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (Object.hasOwn(ENTITIES, lower)) return ENTITIES[lower];
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return whole;
  });
}

/**
 * The words of an HTML fragment: tags removed, entities decoded, whitespace
 * collapsed. Code blocks (`<pre>`) and heading anchors are left out: they repeat
 * what the prose and the API tables already say, at many times the size.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<pre[\s\S]*?<\/pre>/gi, ' ')
    .replace(/<a class="anchor-link"[\s\S]*?<\/a>/gi, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ');
  // Tags become spaces (block ends separate words), and a space so made before punctuation goes again.
  return decodeEntities(text)
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?)])/g, '$1')
    .trim();
}

/** One heading of a page and the prose under it, up to the next heading of level 2 or 3. */
export interface HtmlSection {
  /** The heading's id (`''` for the prose before the first heading). */
  id: string;
  heading: string;
  level: number;
  text: string;
}

const HEADING = /<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/gi;

/** Splits a page's HTML at its `<h2>`/`<h3>` headings that carry an id (the ones a link can reach). */
export function splitSections(html: string): HtmlSection[] {
  const sections: HtmlSection[] = [];
  let current: HtmlSection = { id: '', heading: '', level: 1, text: '' };
  let last = 0;
  for (const match of html.matchAll(HEADING)) {
    current.text = htmlToText(html.slice(last, match.index));
    sections.push(current);
    current = { id: decodeEntities(match[2]), heading: htmlToText(match[3]), level: Number(match[1]), text: '' };
    last = match.index + match[0].length;
  }
  current.text = htmlToText(html.slice(last));
  sections.push(current);
  return sections;
}

/** At most `max` characters of text, cut at a word boundary. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return space > max * 0.6 ? cut.slice(0, space) : cut;
}

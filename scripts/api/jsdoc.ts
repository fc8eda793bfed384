import ts from 'typescript';

/** The JSDoc of one declaration: its free text and its tags by name. */
export interface JsDocInfo {
  description: string;
  tags: Map<string, string>;
}

const empty: JsDocInfo = { description: '', tags: new Map() };

/** Reads the JSDoc closest to a declaration (a variable's comment sits on its statement; TS finds it). */
export function readJsDoc(node: ts.Node | undefined): JsDocInfo {
  if (!node) return empty;
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  // With several comments stacked above a declaration, the last one is the one that documents it.
  const doc = docs[docs.length - 1];
  if (!doc) return empty;
  const tags = new Map<string, string>();
  for (const tag of doc.tags ?? []) {
    const name = tag.tagName.text;
    // A repeated tag keeps its first value, as documentation generators do.
    if (!tags.has(name)) tags.set(name, tagText(tag));
  }
  return { description: tidy(ts.getTextOfJSDocComment(doc.comment) ?? ''), tags };
}

// TypeScript strips the indentation of a tag's continuation lines, which multi-line `@default`
// values (function bodies, object literals) need: re-read them from the source, minus the ` * ` margin.
function tagText(tag: ts.JSDocTag): string {
  const parsed = ts.getTextOfJSDocComment(tag.comment) ?? '';
  if (!parsed.includes('\n')) return tidy(parsed);
  const raw = tag.getSourceFile().text.slice(tag.tagName.end, tag.end);
  const lines = raw.replace(/\*\/\s*$/, '').split('\n');
  const body = [lines[0], ...lines.slice(1).map((line) => line.replace(/^\s*\* ?/, ''))].join('\n');
  return tidy(body);
}

/** Trims a comment and its trailing spaces per line, keeping Markdown line breaks and indentation. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A component's JSDoc reduced to its prose: the generated "Demos:" and "API:" link lists are dropped. */
export function componentSummary(description: string): string {
  const cut = description.search(/^(Demos|API):\s*$/m);
  return tidy(cut === -1 ? description : description.slice(0, cut));
}

/** The component a JSDoc says it inherits from: `- inherits [ButtonBase API](https://mui.com/…/button-base/)`. */
export function inheritedComponent(description: string): { name: string; path: string } | undefined {
  const match = /^\s*-\s*inherits\s+\[([^\]]+?)(?:\s+API)?\]\(([^)\s]+)\)/m.exec(description);
  if (!match) return undefined;
  // Links into the MUI site become site paths; anything else (react-transition-group) stays absolute.
  const url = match[2].replace(/^https:\/\/mui\.com(?=\/)/, '');
  return { name: match[1], path: url };
}

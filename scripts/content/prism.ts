import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';

// The language files look for a global `Prism`; the loader sets it up in Node.
loadLanguages(['markup', 'css', 'javascript', 'jsx', 'typescript', 'tsx', 'bash', 'json', 'diff', 'yaml']);

const ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', sh: 'bash', shell: 'bash', html: 'markup' };

/** Highlights code at build time; unknown languages are escaped, not guessed. */
export function highlight(code: string, lang: string): string {
  const name = ALIASES[lang] ?? lang;
  const grammar = Prism.languages[name];
  return grammar ? Prism.highlight(code, grammar, name) : escapeHtml(code);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

import type { Language } from '../../worker/paths/languages';
import { withLanguagePrefix } from '../../worker/paths/languages';

/** A site path as the reader's language sees it (`/system` → `/zh/system`). */
export function localizeHref(path: string, language: Language): string {
  return withLanguagePrefix(path, language);
}

/** The address of a page's Markdown: its path plus `.md` (`/` is `/index.md`). */
export function markdownPathOf(path: string): string {
  return path === '/' ? '/index.md' : `${path}.md`;
}

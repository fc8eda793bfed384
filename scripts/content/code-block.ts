import { escapeHtml, highlight } from './prism';

const VARIANTS = new Set(['TS', 'JS']);
const STYLINGS = new Set(['system', 'tailwind', 'css']);

/**
 * Reads a fence's info string: `tsx variant=TS styling=tailwind` → language and options;
 * a bare `wrap` asks for long lines to wrap instead of scrolling.
 */
export function parseFenceInfo(info: string): { language: string; variant?: string; styling?: string; wrap?: true } {
  const [language = 'text', ...options] = info.trim().split(/\s+/);
  const values = Object.fromEntries(options.map((option) => option.split('=') as [string, string]));
  return {
    language: language || 'text',
    variant: VARIANTS.has(values.variant) ? values.variant : undefined,
    styling: STYLINGS.has(values.styling) ? values.styling : undefined,
    ...(options.includes('wrap') && { wrap: true as const }),
  };
}

const COPY_BUTTON =
  '<button type="button" class="copy-button" data-copy-button aria-keyshortcuts="Control+Alt+C Meta+Alt+C" data-ga-event-category="code" data-ga-event-action="copy-click">' +
  '<span class="copy-label">Copy</span>' +
  // The name is what the button shows ("Copy Ctrl+Alt+C"; the other platform's
  // shortcut is display: none), so speech input can say it (WCAG 2.5.3).
  '<kbd class="shortcut shortcut-mac">⌘⌥C</kbd><kbd class="shortcut shortcut-other">Ctrl+Alt+C</kbd>' +
  '</button>';

const VARIANT_SWITCH =
  '<div class="code-variant-switch" role="group" aria-label="Code language">' +
  '<button type="button" data-set-code-variant="TS">TS</button><button type="button" data-set-code-variant="JS">JS</button>' +
  '</div>';

/**
 * A highlighted code block with its copy button. Blocks marked with a variant
 * (TS or JS) or a styling are alternatives of one another: CSS keyed on the
 * document's `data-code-variant`/`data-code-styling` shows the reader's choice,
 * so the first HTML is already right and a change needs no re-render.
 */
export function renderCodeBlock(code: string, info: string): string {
  const { language, variant, styling, wrap } = parseFenceInfo(info);
  const attributes = [
    `class="code-block"`,
    `data-language="${escapeHtml(language)}"`,
    variant ? `data-variant="${variant}"` : '',
    styling ? `data-styling="${styling}"` : '',
    wrap ? 'data-wrap' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const lang = escapeHtml(language);
  return (
    // Code reads left to right in every page direction.
    `<div ${attributes} dir="ltr">` +
    (variant ? VARIANT_SWITCH : '') +
    `<pre class="language-${lang}" tabindex="0"><code class="language-${lang}">${highlight(code, language)}</code></pre>` +
    COPY_BUTTON +
    `</div>\n`
  );
}

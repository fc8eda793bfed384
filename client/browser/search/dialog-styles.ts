// The dialog's styles, added once with its chunk. Colors are the site theme's
// CSS variables, so the dialog follows light and dark mode like the page. No
// backdrop blur: without a GPU, blurring the page behind cost about 50 ms per
// frame, longer than the whole search (docs/performance.md).
const v = (name: string) => `var(--mui-palette-${name})`;

export const SEARCH_DIALOG_CSS = `
.search-dialog { padding: 0; border: 0; margin: 0 auto; margin-top: min(12vh, 96px); width: min(640px, 100vw - 16px); max-height: min(640px, 100dvh - 16px - min(12vh, 96px)); background: transparent; color: ${v('text-primary')}; overflow: visible; }
.search-dialog::backdrop { background: rgba(10, 25, 41, 0.6); }
.search-dialog-panel { display: flex; flex-direction: column; max-height: inherit; border-radius: 12px; border: 1px solid ${v('divider')}; background: ${v('background-paper')}; box-shadow: 0 16px 48px rgba(0, 0, 0, 0.3); overflow: hidden; }
.search-dialog-field { display: flex; align-items: center; gap: 8px; padding: 0 12px; border-bottom: 1px solid ${v('divider')}; font-size: 1.375rem; color: ${v('text-secondary')}; }
.search-dialog-field input { flex: 1; min-width: 0; height: 56px; border: 0; outline: 0; background: transparent; color: ${v('text-primary')}; font: inherit; font-size: 1rem; }
.search-dialog-field:focus-within { box-shadow: inset 0 -2px 0 ${v('primary-main')}; }
.search-dialog-close { flex-shrink: 0; padding: 2px 6px; border: 1px solid ${v('divider')}; border-radius: 6px; background: transparent; color: ${v('text-secondary')}; font: inherit; font-size: 0.75rem; font-weight: 700; cursor: pointer; }
.search-dialog-close:focus-visible { outline: 2px solid ${v('primary-main')}; outline-offset: 2px; }
.search-dialog-body { overflow-y: auto; overscroll-behavior: contain; padding: 4px 8px 8px; }
.search-listbox, .search-listbox ul { list-style: none; margin: 0; padding: 0; }
.search-group-label { padding: 12px 8px 4px; font-size: 0.75rem; font-weight: 700; letter-spacing: 0.02em; color: ${v('text-secondary')}; }
.search-option { display: block; padding: 8px; border-radius: 8px; color: inherit; text-decoration: none; cursor: pointer; }
.search-option[aria-selected="true"] { background: ${v('action-hover')}; box-shadow: inset 3px 0 0 ${v('primary-main')}; }
.search-option-title { display: block; font-weight: 600; overflow-wrap: anywhere; }
.search-option-kind { margin-inline-start: 8px; font-size: 0.75rem; font-weight: 400; color: ${v('text-secondary')}; }
.search-option-excerpt { display: block; margin-top: 2px; font-size: 0.8125rem; color: ${v('text-secondary')}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.search-dialog mark { background: transparent; color: ${v('primary-dark')}; text-decoration: underline; text-decoration-thickness: 2px; }
[data-mui-color-scheme="dark"] .search-dialog mark { color: var(--mui-palette-primary-200, ${v('primary-light')}); }
.search-dialog-message { margin: 0; padding: 24px 8px; text-align: center; color: ${v('text-secondary')}; }
.search-dialog-footer { padding: 8px 16px; border-top: 1px solid ${v('divider')}; font-size: 0.875rem; }
.search-dialog-footer a { color: ${v('primary-dark')}; font-weight: 600; }
[data-mui-color-scheme="dark"] .search-dialog-footer a { color: var(--mui-palette-primary-200, ${v('primary-light')}); }
@media (max-width: 599.95px) { .search-dialog { margin-top: 8px; } }
`;

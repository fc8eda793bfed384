// What a saved file asks of the dev server: the smallest rebuild that shows the edit.

/**
 * - `page`: a Markdown page under content/pages (its data rewritten in place; a new title, a new or deleted page
 *   also refresh the worker's page list);
 * - `demo`: a demo's source or stylesheet under content/demos (its page's demos compiled, rendered and bundled);
 * - `worker`: code the worker bundles without the browser's bundle needing it (content/menus, worker/);
 * - `client`: client/ (the worker renders the same app, so the browser's entry and the worker are rebuilt);
 * - `ignore`: anything else, tests included.
 */
export type EditKind = 'page' | 'demo' | 'worker' | 'client' | 'ignore';

/** Directories the dev server watches, relative to the repository root. */
export const WATCHED_DIRS = ['content/pages', 'content/demos', 'content/menus', 'client', 'worker'] as const;

/** The rebuild a change to `file` (relative to the repository root, `/`-separated) needs. */
export function classifyEdit(file: string): EditKind {
  if (/\.test\.tsx?$/.test(file) || /(^|\/)\./.test(file)) return 'ignore';
  if (file.startsWith('content/pages/')) return file.endsWith('.md') ? 'page' : 'ignore';
  if (file.startsWith('content/demos/')) return /\.(tsx|css)$/.test(file) ? 'demo' : 'ignore';
  if (!/\.(tsx?|jsx?|json|css)$/.test(file)) return 'ignore';
  if (file.startsWith('content/menus/') || file.startsWith('worker/')) return 'worker';
  if (file.startsWith('client/')) return 'client';
  return 'ignore';
}

/** The page a demo file belongs to: `content/demos/material-ui/react-button/Basic.tsx` → `/material-ui/react-button`. */
export function demoPagePath(file: string): string {
  const inside = file.slice('content/demos/'.length);
  return `/${inside.slice(0, inside.lastIndexOf('/'))}`;
}

/** A demo file's name in its page's fences: `Basic.tsx`, `Basic.tailwind.tsx` and `Basic.css` are all `Basic`. */
export function demoNameOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  return base.replace(/\.(system|tailwind|css)\.tsx$/, '').replace(/\.(tsx|css)$/, '');
}

/** Several saves in one batch: the heaviest kind decides (a client edit rebuilds everything a page edit would). */
export function heaviest(kinds: Iterable<EditKind>): EditKind {
  const order: EditKind[] = ['ignore', 'page', 'demo', 'worker', 'client'];
  let top: EditKind = 'ignore';
  for (const kind of kinds) if (order.indexOf(kind) > order.indexOf(top)) top = kind;
  return top;
}

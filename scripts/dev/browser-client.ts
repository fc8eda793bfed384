// The dev server's script in every page: reloads on a rebuild and shows a rebuild's errors over the page.
// Served at /__dev/client.js (scripts/dev/proxy-http.ts); only ever in pages of `npm run dev`.

interface DevError {
  file: string;
  line: number;
  column?: number;
  message: string;
}

type DevEvent = { type: 'reload' } | { type: 'errors'; errors: DevError[] } | { type: 'hello'; version: number; errors: DevError[] };

const HOST_ID = 'docs-dev-overlay';
let version: number | null = null;

function showErrors(errors: DevError[]): void {
  document.getElementById(HOST_ID)?.remove();
  if (!errors.length) return;
  const host = document.createElement('div');
  host.id = HOST_ID;
  // A shadow root: the page's styles do not reach the overlay, nor its styles the page.
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = [
    ':host { all: initial; }',
    '.panel { position: fixed; inset: 0; z-index: 2147483647; overflow: auto; padding: 32px; background: rgba(10, 10, 10, 0.92);',
    '  color: #fff; font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; }',
    'h1 { margin: 0 0 16px; font-size: 18px; color: #ff8a80; }',
    '.file { color: #82b1ff; } pre { white-space: pre-wrap; margin: 4px 0 20px; }',
    'p { color: #bbb; }',
  ].join('\n');
  const panel = document.createElement('div');
  panel.className = 'panel';
  panel.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent =
    errors.length === 1 ? 'The dev server could not rebuild' : `The dev server could not rebuild (${errors.length} errors)`;
  panel.append(title);
  for (const error of errors) {
    const where = document.createElement('div');
    where.className = 'file';
    where.textContent = `${error.file}${error.line ? `:${error.line}${error.column ? `:${error.column}` : ''}` : ''}`;
    const message = document.createElement('pre');
    message.textContent = error.message;
    panel.append(where, message);
  }
  const hint = document.createElement('p');
  hint.textContent = 'Save the fix: the page reloads by itself. The page below is the last good build.';
  panel.append(hint);
  root.append(style, panel);
  document.documentElement.append(host);
}

const events = new EventSource('/__dev/events');
events.onmessage = (message) => {
  const event = JSON.parse(message.data) as DevEvent;
  if (event.type === 'reload') location.reload();
  else if (event.type === 'errors') showErrors(event.errors);
  else {
    // A dev server started again since this page loaded: the page may be from an older build.
    if (version !== null && version !== event.version) location.reload();
    version = event.version;
    showErrors(event.errors);
  }
};

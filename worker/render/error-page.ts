import { escapeHtml } from './escape';

/**
 * A self-contained page for when the React shell itself cannot render (500) or
 * the content store cannot be read (503). It uses nothing that could fail again.
 */
export function renderErrorPage(status: number, title: string, message: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en" dir="ltr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} - MUI</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>',
    '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.6">',
    `<main><p>Error ${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
    '<p><a href="/">Go to the home page</a> · <a href="/material-ui">Material UI</a> · <a href="/versions">Versions</a></p></main>',
    '</body></html>',
  ].join('\n');
}

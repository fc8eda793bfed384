import { describe, expect, it } from 'vitest';
import { devCacheControl, injectDevClient, relocate, staticFileOf } from './inject';

describe("the dev server's changes to answers", () => {
  it('adds its client script before the end of the body', () => {
    expect(injectDevClient('<html><body><p>x</p></body></html>')).toBe(
      '<html><body><p>x</p><script type="module" src="/__dev/client.js"></script></body></html>',
    );
    expect(injectDevClient('<p>streamed</p>')).toBe('<p>streamed</p><script type="module" src="/__dev/client.js"></script>');
  });

  it('lets only content-hashed static files be cached', () => {
    expect(devCacheControl('/static/entry.B4YCXNQV.js', 'public, max-age=31536000, immutable')).toBe('public, max-age=31536000, immutable');
    expect(devCacheControl('/material-ui/react-button', 'public, max-age=0, must-revalidate')).toBe('no-store');
    expect(devCacheControl('/_menu/abc/material-ui.json', 'public, max-age=31536000, immutable')).toBe('no-store');
    expect(devCacheControl('/static/favicon.svg', 'public, max-age=3600')).toBe('no-store');
  });

  it("points the worker's redirects at the dev server", () => {
    expect(relocate('http://127.0.0.1:8788/material-ui/getting-started', 'http://127.0.0.1:8788', 'http://localhost:8787')).toBe(
      'http://localhost:8787/material-ui/getting-started',
    );
    expect(relocate('/x', 'http://127.0.0.1:8788', 'http://localhost:8787')).toBe('/x');
  });
});

describe('staticFileOf', () => {
  it('names plain files under /static/ and nothing else', () => {
    expect(staticFileOf('/static/demos/material-ui-react-button.ABCD1234.js')).toBe('static/demos/material-ui-react-button.ABCD1234.js');
    expect(staticFileOf('/static/../_pages/index.json')).toBeNull();
    expect(staticFileOf('/static/%2e%2e/_pages/index.json')).toBeNull();
    expect(staticFileOf('/static/demos/..')).toBeNull();
    expect(staticFileOf('/_pages/index.json')).toBeNull();
    expect(staticFileOf('/static/')).toBeNull();
  });
});

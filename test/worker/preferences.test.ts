import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCRIPT } from '../../client/app/first-paint-script';
import { get } from './helpers';

const page = (cookie?: string) => get('/experiments/docs/codeblock', cookie ? { headers: { Cookie: cookie } } : {});

async function sha256(source: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

describe('preferences from cookies', () => {
  it('renders TypeScript and the MUI System styling by default', async () => {
    const html = await (await page()).text();
    expect(html).toMatch(/<html [^>]*data-code-variant="TS" data-code-styling="system"/);
  });

  it('renders the JavaScript variant for the codeVariant=JS cookie', async () => {
    const html = await (await page('codeVariant=JS; codeStyling=Tailwind')).text();
    expect(html).toMatch(/<html [^>]*data-code-variant="JS" data-code-styling="tailwind"/);
    expect(html).toContain('data-variant="JS"');
  });

  it('renders right to left for the direction cookie', async () => {
    const html = await (await page('direction=rtl')).text();
    expect(html).toMatch(/<html [^>]*dir="rtl"/);
    expect(html).toContain('<body dir="rtl"');
    // A page's demos are rendered again for the reader's direction, with emotion's RTL cache (the shell is styled once).
    const demos = await (await get('/material-ui/react-button', { headers: { Cookie: 'direction=rtl' } })).text();
    expect(demos).toMatch(/class="[^"]*rtl-[a-z0-9]+/);
  });

  it('applies palette colors from the cookie to the theme', async () => {
    const colors = encodeURIComponent(JSON.stringify({ primary: { main: '#9C27B0' } }));
    const html = await (await page(`paletteColors=${colors}`)).text();
    expect(html).toContain('--mui-palette-primary-main:#9C27B0');
  });

  it('renders dense components from the cookie', async () => {
    const api = (cookie?: string) => get('/experiments/docs/api-layout', cookie ? { headers: { Cookie: cookie } } : {});
    // The API layout switch is sized as MUI's ToggleButton is under the theme: small (7 px of padding) when dense.
    const switchPadding = async (cookie?: string) =>
      /\.api-layout-switch>button\{[^}]*?padding:(\d+)px/.exec(await (await api(cookie)).text())?.[1];
    expect(await switchPadding('dense=true')).toBe('7');
    expect(await switchPadding()).toBe('11');
    // Demos' own MUI components take the dense defaults (some demos ask for small buttons themselves).
    const smallButtons = async (cookie?: string) => {
      const response = await get('/material-ui/react-toggle-button', cookie ? { headers: { Cookie: cookie } } : {});
      return (await response.text()).split('MuiToggleButton-sizeSmall').length - 1;
    };
    expect(await smallButtons('dense=true')).toBeGreaterThan(await smallButtons());
  });

  it.each([
    ['codeVariant=<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['codeStyling="><img src=x onerror=alert(2)>', 'onerror=alert(2)'],
    [`paletteColors=${encodeURIComponent('{"primary":{"main":"</style><script>alert(3)</script>"}}')}`, 'alert(3)'],
    ['paletteColors={broken', '{broken'],
    ['direction=rtl"><script>alert(4)</script>', 'alert(4)'],
    ['unknown=<b>x</b>', '<b>x</b>'],
  ])('never reflects the cookie %s', async (cookie, needle) => {
    const response = await page(cookie);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(needle);
  });

  it('renders with defaults under a 16 KB Cookie header', async () => {
    const response = await page(`codeVariant=JS; pad=${'x'.repeat(16 * 1024)}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/data-code-variant="TS"/);
  });
});

describe('first paint and security headers', () => {
  it('runs the first-paint script first in the body, allowed by its hash', async () => {
    const response = await page();
    const html = await response.text();
    expect(html).toMatch(/<body dir="ltr" class="mode-light" data-entry="\/static\/entry\.[A-Z0-9]+\.js" data-boot="[^"]+">\n<script>/);
    expect(html).toContain(`<script>${FIRST_PAINT_SCRIPT}</script>`);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`'${await sha256(FIRST_PAINT_SCRIPT)}'`);
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  it('sends the security headers', async () => {
    const response = await page();
    expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
  });

  it('embeds the settings the browser needs without analytics configured', async () => {
    const html = await (await page()).text();
    expect(html).toContain('"analyticsId":""');
    expect(html).toContain('"docsHost":"mui.com"');
    expect(html).not.toContain('googletagmanager');
  });
});

describe('oversized headers', () => {
  it('renders with defaults under a 60 KB Accept-Language header', async () => {
    const started = Date.now();
    const response = await get('/material-ui/getting-started/installation', {
      headers: { 'Accept-Language': `zh-CN,${'x;q=0.1,'.repeat(7500)}` },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

import { describe, expect, it } from 'vitest';
import { get } from './helpers';
import { NOSCRIPT_PREVIEW_RULE } from '../../worker/render/deferred-styles';

const PATH = '/material-ui/react-autocomplete';

/** A page's HTML, its inert previews' markup and the address of their styles. */
async function pageWithInertPreviews(path: string, cookie = '') {
  const html = await (await get(path, { headers: { Cookie: cookie } })).text();
  const inert = [...html.matchAll(/<noscript data-demo-deferred="">([\s\S]*?)<\/noscript>/g)].map((match) => match[1]);
  const link = /<noscript data-demo-styles="([^"]+)"><link rel="stylesheet" href="([^"]+)"><\/noscript>/.exec(html);
  return { html, inert, address: link?.[1], stylesheet: link?.[2] };
}

const namesOf = (markers: Iterable<string>) => new Set([...markers].flatMap((marker) => marker.split(' ').slice(1)));

describe("inert previews' styles", () => {
  it('are left out of the page and answered at the address its head names', async () => {
    const { html, inert, address, stylesheet } = await pageWithInertPreviews(PATH);
    expect(inert.length).toBeGreaterThanOrEqual(10);
    expect(inert.join('')).not.toContain('<style data-emotion');
    expect(address).toMatch(/^\/_demo-styles\/[^/]+\/[0-9a-f]{16}\/material-ui\/react-autocomplete$/);
    expect(stylesheet).toBe(`${address}.css`);

    const response = await get(`${address}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    const { styles } = (await response.json()) as { styles: [string, string][] };
    // Every emotion class of the inert previews is styled, by the page's own tags or by the answer, and the
    // answer repeats none of the page's.
    const inPage = namesOf([...html.matchAll(/<style data-emotion="([^"]+)"/g)].map((match) => match[1]));
    const answered = namesOf(styles.map(([marker]) => marker));
    expect(answered.size).toBeGreaterThan(20);
    for (const name of answered) expect(inPage.has(name), name).toBe(false);
    const used = new Set(
      inert
        .join('')
        .match(/\bcss-[a-z0-9]+\b/g)!
        .map((name) => name.slice('css-'.length)),
    );
    for (const name of used) expect(inPage.has(name) || answered.has(name), name).toBe(true);
    for (const [marker, css] of styles) expect(css, marker).toContain(`.css-${marker.split(' ')[1]}`);

    const css = await get(stylesheet!);
    expect(css.status).toBe(200);
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe([NOSCRIPT_PREVIEW_RULE, ...styles.map(([, rules]) => rules)].join('\n'));
  });

  it("are the reader's variant's, and answered only to a reader of that variant", async () => {
    const light = await pageWithInertPreviews(PATH);
    const rtl = await pageWithInertPreviews(PATH, 'direction=rtl');
    expect(rtl.address).not.toBe(light.address);
    const rtlStyles = await get(`${rtl.address}.json`, { headers: { Cookie: 'direction=rtl' } });
    expect(rtlStyles.status).toBe(200);
    const { styles } = (await rtlStyles.json()) as { styles: [string, string][] };
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every(([marker]) => marker.startsWith('rtl '))).toBe(true);
    // The cookies must give the address's variant: other previews' styles would not match the reader's markup.
    expect((await get(`${rtl.address}.json`)).status).toBe(404);
    expect((await get(`${light.address}.json`, { headers: { Cookie: 'dense=true' } })).status).toBe(404);
    const chinese = await pageWithInertPreviews(`/zh${PATH}`);
    expect(chinese.address).toMatch(/\/zh\/material-ui\/react-autocomplete$/);
    expect((await get(`${chinese.address}.json`)).status).toBe(200);
  });

  it('answers 404, never 500, for another deploy, another page or a malformed address', async () => {
    const { address } = await pageWithInertPreviews(PATH);
    const variant = address!.split('/')[3];
    for (const path of [
      address!.replace(/^\/_demo-styles\/[^/]+/, '/_demo-styles/another-build') + '.json',
      `/_demo-styles/${address!.split('/')[2]}/${variant}/material-ui/react-no-such-page.json`,
      `${address}.js`,
      `${address}.json/..`,
      `/_demo-styles/${address!.split('/')[2]}/${variant}/%E0%A4%A.json`,
      '/_demo-styles/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
  });

  it('are linked only from pages that have inert previews', async () => {
    for (const path of ['/material-ui/getting-started/installation', '/experiments/docs/demos', '/material-ui/api/button']) {
      const { html, address } = await pageWithInertPreviews(path);
      expect(html, path).toContain('<div id="root">');
      expect(address, path).toBeUndefined();
    }
  });
});

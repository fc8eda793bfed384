// The text font in Chromium: a page of English prose loads the two small faces
// of the characters it uses (regular and semibold), never a bold face, and a
// page with other Latin letters also gets the package's face for them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { DevServer } from '../../scripts/dev-server';
import { gotoIdle, launchChromium, PERSON_UA } from './browser';
import { sharedServer } from './server';

let server: DevServer;
let browser: Browser;

before(async () => {
  server = await sharedServer(8833);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The IBM Plex Sans files a first visit to the page fetches, once the page has hydrated and its fonts are in. */
async function plexFiles(path: string): Promise<string[]> {
  const context = await browser.newContext({ userAgent: PERSON_UA, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const files: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.startsWith('ibm-plex-sans-') && name.endsWith('.woff2')) files.push(name);
  });
  await gotoIdle(page, `${server.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => document.fonts.ready);
  await context.close();
  return files.sort();
}

/** `ibm-plex-sans-latin-400-normal.common.0a1b2c3d4e.woff2` → `400 common`. */
const describeFile = (name: string) => {
  const match = /^ibm-plex-sans-latin-(\d+)-normal\.(common\.)?[0-9a-f]+\.woff2$/.exec(name);
  assert.ok(match, `unexpected font file ${name}`);
  return `${match[1]} ${match[2] ? 'common' : 'rest'}`;
};

describe('text font', () => {
  for (const path of ['/', '/material-ui/react-button', '/material-ui/api/button']) {
    it(`${path} loads only the common-character faces, regular and semibold, no bold`, async () => {
      const files = (await plexFiles(path)).map(describeFile);
      assert.ok(files.includes('400 common') && files.includes('600 common'), files.join(', '));
      assert.deepEqual(
        files.filter((file) => !file.endsWith('common')),
        [],
        `a page of English prose fetched a face for other characters: ${files.join(', ')}`,
      );
      assert.ok(!files.some((file) => file.startsWith('700')), files.join(', '));
    });
  }

  it('the Portuguese interface needs no other face (its accented letters are in the common subset)', async () => {
    const files = (await plexFiles('/pt')).map(describeFile);
    assert.ok(files.includes('400 common'), files.join(', '));
    assert.deepEqual(
      files.filter((file) => !file.endsWith('common')),
      [],
      files.join(', '),
    );
  });

  it('a page showing a letter outside the subset also loads the package face for it', async () => {
    // The search page repeats the query in its heading: "ø" is in IBM Plex Sans Latin but not in the subset.
    const files = (await plexFiles('/search?q=Troms%C3%B8')).map(describeFile);
    assert.ok(files.includes('400 common'), files.join(', '));
    assert.ok(
      files.some((file) => file.endsWith('rest')),
      `"ø" needs the package's face: ${files.join(', ')}`,
    );
  });
});

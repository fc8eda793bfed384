// `npm run dev` as a writer uses it: a new page and demo appear without a restart, saves are painted in the open page,
// a broken page or demo shows an overlay naming the file and line while the server keeps serving, the fix recovers,
// a menu edit reaches the navigation, and a deleted page is gone. Runs on the last build (`npm run build` first) and
// on its own, never beside other browser tests: the dev server rewrites dist/ in place.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, PERSON_UA } from '../browser/browser';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.DEV_TEST_PORT ?? 8841);
const origin = `http://127.0.0.1:${port}`;
const PATH = '/experiments/dev-loop-probe';
const PAGE_FILE = 'content/pages/experiments/dev-loop-probe.md';
const DEMO_FILE = 'content/demos/experiments/dev-loop-probe/Probe.tsx';
const MENU_FILE = 'content/menus/experiments.ts';
const menuOriginal = readFileSync(join(root, MENU_FILE), 'utf8');
const CLIENT_FILE = 'client/app/messages/en.ts';
const clientOriginal = readFileSync(join(root, CLIENT_FILE), 'utf8');

const page = (intro: string, fence = 'Probe') =>
  [
    '---',
    'title: Dev loop probe',
    "description: A page the dev server's test writes, edits and deletes.",
    '---',
    '',
    intro,
    '',
    '## Probe section',
    '',
    '```demo',
    fence,
    '```',
    '',
  ].join('\n');
const demo = (label: string, body = '') =>
  [
    "import Button from '@mui/material/Button';",
    '',
    'export default function Probe() {',
    body,
    `  return <Button variant="contained">${label}</Button>;`,
    '}',
    '',
  ].join('\n');
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};

let stopServer = () => {};
let output = '';
let browser: Browser;
let tab: Page;

before(async () => {
  assert.ok(existsSync(join(root, 'dist/generated/site.json')), 'run npm run build first');
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/dev.ts')], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stopServer = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  process.on('exit', stopServer);
  // Stopped from outside (a CI timeout): the probe's files and the menu are put back, and the server stopped.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      removeProbe();
      stopServer();
      process.exit(1);
    });
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Dev server ready')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the dev server exited with ${code}:\n${output.slice(-3000)}`)));
  });
  browser = await launchChromium();
});

function removeProbe() {
  rmSync(join(root, PAGE_FILE), { force: true });
  rmSync(join(root, 'content/demos/experiments/dev-loop-probe'), { recursive: true, force: true });
  writeFileSync(join(root, MENU_FILE), menuOriginal);
  writeFileSync(join(root, CLIENT_FILE), clientOriginal);
}

after(async () => {
  removeProbe();
  // Let the server take the deletions in before it stops, so dist/ is left without the probe.
  await waitFor(async () => (await fetch(origin + PATH)).status === 404, 30_000).catch(() => {});
  await browser?.close();
  stopServer();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // between two documents, or the worker restarting: ask again
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not seen in ${timeoutMs} ms; the dev server said:\n${output.slice(-2000)}`);
}

const painted = (text: string) =>
  waitFor(() =>
    tab.evaluate(
      (wanted) => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(document.body.innerText.includes(wanted)))),
      text,
    ),
  );
/** The overlay's text ('' when none is shown). */
const overlayText = () => tab.evaluate(() => document.getElementById('docs-dev-overlay')?.shadowRoot?.textContent ?? '');

describe('npm run dev', () => {
  it('serves a new page and its demo without a restart', async () => {
    write(DEMO_FILE, demo('Probe first'));
    write(PAGE_FILE, page('Intro first.'));
    await waitFor(async () => {
      const html = await (await fetch(origin + PATH)).text();
      return html.includes('Intro first.') && html.includes('Probe first');
    });
    const context = await browser.newContext({ userAgent: PERSON_UA, viewport: { width: 1280, height: 900 } });
    tab = await context.newPage();
    await tab.goto(origin + PATH, { waitUntil: 'load' });
    await tab.waitForSelector('html[data-hydrated="true"]');
  });

  it('paints a saved Markdown edit in the open page', async () => {
    write(PAGE_FILE, page('Intro second.'));
    await painted('Intro second.');
  });

  it('re-renders a saved demo in the open page, live', async () => {
    write(DEMO_FILE, demo('Probe second'));
    await painted('Probe second');
    await tab.waitForSelector('.demo-preview[data-live="true"]');
  });

  it('shows a TypeScript syntax error with its file and line, keeps serving, and recovers on the fix', async () => {
    write(DEMO_FILE, demo('Probe third').replace('</Button>;', '</Buton>;'));
    await waitFor(async () => (await overlayText()).includes(`${DEMO_FILE}:5`));
    assert.equal((await fetch(origin + PATH)).status, 200, 'the last good page is still served');
    write(DEMO_FILE, demo('Probe fourth'));
    await painted('Probe fourth');
    assert.equal(await overlayText(), '');
  });

  it('shows a bad demo fence with the Markdown file and line', async () => {
    write(PAGE_FILE, page('Intro third.', 'Not a demo name'));
    await waitFor(async () => (await overlayText()).includes(`${PAGE_FILE}:11`));
    write(PAGE_FILE, page('Intro fourth.'));
    await painted('Intro fourth.');
    assert.equal(await overlayText(), '');
  });

  it('shows a demo that throws on the server with its file and line', async () => {
    write(DEMO_FILE, demo('Probe fifth', "  if (typeof window === 'undefined') throw new Error('probe failure on the server');"));
    await waitFor(async () => {
      const text = await overlayText();
      return text.includes(`${DEMO_FILE}:4`) && text.includes('probe failure on the server');
    });
    write(DEMO_FILE, demo('Probe sixth'));
    await painted('Probe sixth');
  });

  it('shows a menu edit in the navigation', async () => {
    writeFileSync(join(root, MENU_FILE), menuOriginal.replace("title: 'Callouts'", "title: 'Callouts probe'"));
    await painted('Callouts probe');
    writeFileSync(join(root, MENU_FILE), menuOriginal);
    await waitFor(async () => !(await (await fetch(origin + '/experiments/docs/callouts')).text()).includes('Callouts probe'));
  });

  it('shows a client code edit, rendered by the worker and hydrated by the browser', async () => {
    writeFileSync(join(root, CLIENT_FILE), clientOriginal.replace("onThisPage: 'Contents',", "onThisPage: 'Contents probe',"));
    // The heading is styled uppercase, which innerText would report: its text is read as written.
    await waitFor(() => tab.evaluate(() => document.getElementById('toc-title')?.textContent === 'Contents probe'));
    await tab.waitForSelector('html[data-hydrated="true"]');
    writeFileSync(join(root, CLIENT_FILE), clientOriginal);
    await waitFor(async () => !(await (await fetch(origin + PATH)).text()).includes('Contents probe'));
  });

  it('drops a deleted page', async () => {
    rmSync(join(root, PAGE_FILE));
    await waitFor(async () => (await fetch(origin + PATH)).status === 404);
  });
});

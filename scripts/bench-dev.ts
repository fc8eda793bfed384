// `npm run bench:dev`: the writers' loop, measured. Starts `npm run dev`, opens a page in Chromium, and saves a page's
// Markdown, one of its demos and its menu entry ten times each, timing each save until the new text is painted in the
// open page. The files are put back as they were at the end.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium, PERSON_UA } from '../test/browser/browser';
import { markdownTable } from './measure/markdown';
import { median } from './measure/stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 8797);
const SAVES = Number(process.env.SAVES ?? 10);
const PAGE = '/material-ui/react-button';

interface Case {
  name: string;
  file: string;
  /** The budget of issue's loop: p50 and the worst of ten. */
  target: string;
  /** The file's text with `token` written where a reader will see it. */
  edit(original: string, token: string): string;
}

const CASES: Case[] = [
  {
    name: 'Markdown page',
    file: 'content/pages/material-ui/react-button.md',
    target: '≤ 500 ms p50, ≤ 1 s worst',
    edit: (text, token) =>
      text.replace('The `variant` prop sets the visual weight.', `The \`variant\` prop sets the visual weight ${token}.`),
  },
  {
    name: 'demo',
    file: 'content/demos/material-ui/react-button/ButtonVariants.tsx',
    target: '≤ 1.5 s',
    edit: (text, token) => text.replace('>Skip for now<', `>Skip for now ${token}<`),
  },
  {
    name: 'menu entry',
    file: 'content/menus/material-ui.ts',
    target: '≤ 2 s',
    edit: (text, token) =>
      text.replace(
        "{ pathname: '/material-ui/react-button', title: 'Button' }",
        `{ pathname: '/material-ui/react-button', title: 'Button ${token}' }`,
      ),
  },
];

function startDev(): Promise<{ stop(): void }> {
  const child = spawn('npm', ['run', 'dev'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  process.on('exit', stop);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Dev server ready')) resolve({ stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output.slice(-3000)}`)));
  });
}

/** Polls the page until `token` is in its text after a paint; the page may reload in between. */
async function paintedWithin(page: Page, token: string, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const seen = await page.evaluate(
        (wanted) => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(document.body.innerText.includes(wanted)))),
        token,
      );
      if (seen) return true;
    } catch {
      // The page is between two documents (a reload): ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

const startedAt = performance.now();
const dev = await startDev();
const readyMs = performance.now() - startedAt;
const browser = await launchChromium();
const rows: (string | number)[][] = [];
const originals = new Map(CASES.map((entry) => [entry.file, readFileSync(join(root, entry.file), 'utf8')]));
try {
  const context = await browser.newContext({ userAgent: PERSON_UA, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}${PAGE}`, { waitUntil: 'load' });
  for (const entry of CASES) {
    const times: number[] = [];
    for (let save = 0; save < SAVES; save++) {
      const token = `Zq${Date.now().toString(36)}${save}`;
      const saved = performance.now();
      writeFileSync(join(root, entry.file), entry.edit(originals.get(entry.file)!, token));
      if (!(await paintedWithin(page, token, 30_000))) throw new Error(`${entry.name}: "${token}" was not painted within 30 s`);
      times.push(performance.now() - saved);
    }
    writeFileSync(join(root, entry.file), originals.get(entry.file)!);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sorted = [...times].sort((a, b) => a - b);
    rows.push([entry.name, entry.target, median(sorted).toFixed(0), sorted[sorted.length - 1].toFixed(0), entry.file]);
  }
} finally {
  for (const [file, text] of originals) writeFileSync(join(root, file), text);
  await browser.close();
  dev.stop();
}
console.log(
  `\nnpm run dev ready in ${(readyMs / 1000).toFixed(1)} s (a build already made); ${SAVES} saves of each, save → new text painted in Chromium:\n`,
);
console.log(
  markdownTable(
    [{ title: 'edit' }, { title: 'target' }, { title: 'p50 ms', numeric: true }, { title: 'worst ms', numeric: true }, { title: 'file' }],
    rows,
  ),
);

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement as h, Fragment, lazy, Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { patchReactDomServer, REACT_DOM_SERVER_FILE, VIEW_SIZE } from './react-stream-chunks';

const require = createRequire(import.meta.url);
// What `react-dom/server` resolves to under the worker's conditions, in production.
const file = join(dirname(require.resolve('react-dom/server.browser')), 'cjs/react-dom-server.browser.production.min.js');
const original = readFileSync(file, 'utf8');

type Render = (element: ReactElement, options?: object) => Promise<ReadableStream<Uint8Array>>;

/** Evaluates one text of the renderer as a CommonJS module of its own (React itself is shared). */
function load(source: string): Render {
  const module = { exports: {} as { renderToReadableStream: Render } };
  new Function('require', 'module', 'exports', source)(require, module, module.exports);
  return module.exports.renderToReadableStream;
}

const renderers = { original: load(original), patched: load(patchReactDomServer(original)) };

async function chunks(render: Render, element: ReactElement, options?: object): Promise<Uint8Array[]> {
  const stream = await render(element, options);
  const out: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out.push(chunk.slice());
  return out;
}

const joined = (parts: Uint8Array[]) => Buffer.concat(parts.map((part) => Buffer.from(part)));

/** Many small pieces of text and attributes, in scripts of one to four bytes a character. */
function manySmallPieces(count: number): ReactElement {
  const words = ['Button', 'Schaltfläche', '按钮', 'кнопка', '😀 emoji', 'a&b <c> "d"', ''];
  return h(
    'ul',
    { className: 'list', 'data-count': count },
    Array.from({ length: count }, (_, i) =>
      h(
        'li',
        { key: i, id: `item-${i}`, title: words[i % words.length], style: { marginTop: i % 7, color: i % 2 ? 'red' : undefined } },
        words[(i * 3) % words.length],
        h('span', { 'aria-label': `${words[i % words.length]} ${i}` }, i),
      ),
    ),
  );
}

/** A component that suspends until a few milliseconds after the shell was sent, then renders. */
function arrivesLater(): ReactElement {
  const Later = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) =>
        setTimeout(() => resolve({ default: () => h('p', null, 'Loaded: 完成') }), 10),
      ),
  );
  return h(Later);
}

const cases: [name: string, element: () => ReactElement, options?: object][] = [
  [
    'a document of many small pieces',
    () => h('html', null, h('head', null, h('title', null, 'T')), h('body', null, manySmallPieces(3000))),
  ],
  [
    'text right around the buffer size',
    () => h('div', null, 'x'.repeat(VIEW_SIZE / 3 - 1), '字'.repeat(VIEW_SIZE / 3 - 1), 'é'.repeat(VIEW_SIZE / 3 + 1)),
  ],
  [
    'strings that never fit, as raw HTML',
    () => h('main', { dangerouslySetInnerHTML: { __html: `<p>${'段落 paragraph '.repeat(20_000)}</p>` } }),
  ],
  [
    'a streamed Suspense boundary and bootstrap scripts',
    () => h(Fragment, null, manySmallPieces(200), h(Suspense, { fallback: h('p', null, 'Loading…') }, arrivesLater())),
    { bootstrapScriptContent: 'window.ready = "✓"', bootstrapModules: ['/static/entry.js'] },
  ],
];

describe('React 18 streaming renderer with strings written into its buffer', () => {
  it('patches the file the worker resolves for react-dom/server', () => {
    expect(file).toMatch(REACT_DOM_SERVER_FILE);
    expect(() => patchReactDomServer(original.replace('function u(a){return ca.encode(a)}', ''))).toThrow(/React changed/);
  });

  for (const [name, element, options] of cases) {
    it(`writes the same bytes as React's own: ${name}`, async () => {
      const outputs = await Promise.all(Object.values(renderers).map((render) => chunks(render, element(), options)));
      const [before, after] = outputs.map(joined);
      expect(after.length).toBeGreaterThan(1000);
      // The boundary's content arrives after the shell, in a script that moves it into place.
      if (name.includes('Suspense')) expect(after.toString()).toMatch(/Loaded: 完成[\s\S]*\$RC\(/);
      expect(after.equals(before)).toBe(true);
    });
  }

  it('sends a long page in fewer, larger pieces', async () => {
    const [before, after] = await Promise.all(
      Object.values(renderers).map((render) => chunks(render, h('div', null, manySmallPieces(3000)))),
    );
    expect(after.length).toBeLessThan(before.length / 4);
    expect(Math.max(...after.map((chunk) => chunk.byteLength))).toBeLessThanOrEqual(VIEW_SIZE);
  });
});

import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * React 18's streaming renderer for the browser and Workers
 * (`react-dom-server.browser.production.min.js`) encodes every text and
 * attribute it writes with `TextEncoder#encode` as it goes, copies them into
 * 512-byte buffers, and hands those out as a byte stream, which workerd copies
 * again as it is read. A render of the Button page allocated about 280 KB of
 * those small arrays (a sampling heap profile through workerd's inspector) and
 * 0.87 MB of ArrayBuffer memory: what the isolate's garbage collector spent its
 * slow pauses on (one request in about 25 waited for a collection, one in 75 to
 * 150 for a full one).
 *
 * React 19 writes strings as strings and encodes them straight into its
 * output buffer with `encodeInto`; this patch does the same for the pinned
 * 18.3.1, with larger buffers, and returns a plain ReadableStream.
 *
 * The patch is applied by text replacement when the worker is bundled. Each
 * replaced piece must occur exactly as often as expected, or the build fails:
 * a React upgrade cannot silently skip it. react-stream-chunks.test.ts renders
 * the same trees with the patched and the original renderer and compares the
 * bytes.
 */

/** Output buffer size in bytes (React 18 used 512, React 19 uses 2048). */
export const VIEW_SIZE = 16384;

/** The module the worker's `react-dom/server` resolves to in production. */
export const REACT_DOM_SERVER_FILE = /react-dom[\\/]cjs[\\/]react-dom-server\.browser\.production\.min\.js$/;

interface Replacement {
  find: string;
  replace: string;
  /** How many times `find` occurs in React 18.3.1's file. */
  count: number;
}

const REPLACEMENTS: Replacement[] = [
  // writeChunk: strings are encoded into the current buffer; typed arrays (precomputed chunks) as before.
  {
    find: 'function p(a,b){if(0!==b.length)if(512<b.length)',
    replace: `function p(a,b){if(0!==b.length)if("string"===typeof b)writeStringChunk(a,b);else if(${VIEW_SIZE}<b.length)`,
    count: 1,
  },
  // stringToChunk: a string stays a string until it is written.
  { find: 'function u(a){return ca.encode(a)}', replace: 'function u(a){return a}', count: 1 },
  { find: 'new Uint8Array(512)', replace: `new Uint8Array(${VIEW_SIZE})`, count: 4 },
  // A plain stream, not a byte stream: workerd copied every piece read from a byte stream into a
  // new buffer (about 0.45 MB more per Button page), and nothing here reads it with a BYOB reader.
  { find: 'new ReadableStream({type:"bytes",pull:', replace: 'new ReadableStream({pull:', count: 1 },
];

/**
 * Writes a string into the buffer `l` (bytes used: `n`), as React 19's
 * writeStringChunk does: a string that may not fit is sent on its own, after
 * what the buffer holds; one that fits is encoded in place, spilling into a
 * new buffer when the current one fills. encodeInto never splits a character.
 */
const WRITE_STRING_CHUNK = `function writeStringChunk(a,b){if(3*b.length>${VIEW_SIZE}){0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=new Uint8Array(${VIEW_SIZE}),n=0);a.enqueue(ca.encode(b));return}var r=ca.encodeInto(b,0<n?l.subarray(n):l);n+=r.written;if(r.read<b.length){a.enqueue(new Uint8Array(l.buffer,0,n));l=new Uint8Array(${VIEW_SIZE});n=ca.encodeInto(b.slice(r.read),l).written}${VIEW_SIZE}===n&&(a.enqueue(l),l=new Uint8Array(${VIEW_SIZE}),n=0)}`;

/** React 18.3.1's server renderer for the browser, patched; throws if the file is not the one this was written for. */
export function patchReactDomServer(source: string): string {
  let patched = source;
  for (const { find, replace, count } of REPLACEMENTS) {
    const parts = patched.split(find);
    const found = parts.length - 1;
    if (found !== count)
      throw new Error(
        `react-stream-chunks: expected ${count} of ${JSON.stringify(find)} in react-dom-server.browser.production.min.js, found ${found}; ` +
          'React changed: review scripts/build/react-stream-chunks.ts',
      );
    patched = parts.join(replace);
  }
  return `${patched}\n${WRITE_STRING_CHUNK}\n`;
}

/** esbuild plugin: the worker bundles the patched renderer. */
export function reactWritesStringsIntoItsBuffer(): Plugin {
  return {
    name: 'react-writes-strings-into-its-buffer',
    setup(build) {
      build.onLoad({ filter: REACT_DOM_SERVER_FILE }, (args) => ({
        contents: patchReactDomServer(readFileSync(args.path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}

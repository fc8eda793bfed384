import { describe, expect, it } from 'vitest';
import type { ContentStore, KvContentStore } from './assets-kv';
import { keepHashedFiles, keepPageData } from './kept-files';

function countingStore(files: Record<string, number>) {
  const reads: string[] = [];
  const store: ContentStore = {
    hasPublicFile: (key) => key in files,
    async readFile(key) {
      reads.push(key);
      return key in files ? { body: new ArrayBuffer(files[key]), storedKey: `${key}-stored` } : null;
    },
    readPageJson: async () => null,
    readSearchIndex: async () => null,
  };
  return { store, reads };
}

describe('keepHashedFiles', () => {
  it('reads a content-hashed file from the store once, then answers from memory', async () => {
    const { store, reads } = countingStore({ 'static/chunks/chunk.A7DJVAKM.js': 100 });
    const kept = keepHashedFiles(store, 1_000);
    const first = await kept.readFile('static/chunks/chunk.A7DJVAKM.js');
    const second = await kept.readFile('static/chunks/chunk.A7DJVAKM.js');
    expect(second).toBe(first);
    expect(second?.storedKey).toBe('static/chunks/chunk.A7DJVAKM.js-stored');
    expect(reads).toEqual(['static/chunks/chunk.A7DJVAKM.js']);
  });

  it('always reads files without a hash (a new deploy may change them under the same name)', async () => {
    const { store, reads } = countingStore({ 'sw.js': 10, 'sitemap.xml': 10 });
    const kept = keepHashedFiles(store, 1_000);
    for (const key of ['sw.js', 'sw.js', 'sitemap.xml', 'sitemap.xml']) await kept.readFile(key);
    expect(reads).toEqual(['sw.js', 'sw.js', 'sitemap.xml', 'sitemap.xml']);
  });

  it('keeps no more than its budget, dropping the least recently used file', async () => {
    const { store, reads } = countingStore({ 'a.11111111.js': 400, 'b.22222222.js': 400, 'c.33333333.js': 400 });
    const kept = keepHashedFiles(store, 1_000);
    for (const key of ['a.11111111.js', 'b.22222222.js', 'a.11111111.js', 'c.33333333.js', 'a.11111111.js', 'b.22222222.js']) {
      await kept.readFile(key);
    }
    // c pushed out b (a had just been used), so b was read again; a stayed.
    expect(reads).toEqual(['a.11111111.js', 'b.22222222.js', 'c.33333333.js', 'b.22222222.js']);
  });

  it('does not remember a missing file', async () => {
    const { store, reads } = countingStore({});
    const kept = keepHashedFiles(store, 1_000);
    expect(await kept.readFile('static/app.12345678.js')).toBeNull();
    expect(await kept.readFile('static/app.12345678.js')).toBeNull();
    expect(reads).toHaveLength(2);
  });
});

function pageStore(pages: Record<string, object>) {
  const reads: string[] = [];
  const store: KvContentStore = {
    hasPublicFile: () => false,
    readFile: async () => null,
    async readPageText(path) {
      reads.push(path);
      return path in pages ? JSON.stringify(pages[path]) : null;
    },
    readPageJson: async () => {
      throw new Error('the kept store parses the text itself');
    },
    readSearchIndex: async () => null,
  };
  return { store, reads };
}

describe('keepPageData', () => {
  it("reads and parses a page's data once, then answers the same object from memory", async () => {
    const { store, reads } = pageStore({ '/material-ui/react-button': { title: 'Button' } });
    const kept = keepPageData(store, 1_000);
    const first = await kept.readPageJson<{ title: string }>('/material-ui/react-button');
    const second = await kept.readPageJson<{ title: string }>('/material-ui/react-button');
    expect(first).toEqual({ title: 'Button' });
    expect(second).toBe(first);
    expect(reads).toEqual(['/material-ui/react-button']);
  });

  it('keeps no more JSON text than its budget, dropping the least recently used page', async () => {
    // Each page is 35 characters of JSON; the budget holds two.
    const page = (letter: string) => ({ text: letter.repeat(24) });
    const { store, reads } = pageStore({ '/a': page('a'), '/b': page('b'), '/c': page('c') });
    const kept = keepPageData(store, 80);
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await kept.readPageJson(path);
    expect(reads).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('does not remember a missing page, and leaves files to the store', async () => {
    const { store, reads } = pageStore({});
    const kept = keepPageData(store, 1_000);
    expect(await kept.readPageJson('/no-such-page')).toBeNull();
    expect(await kept.readPageJson('/no-such-page')).toBeNull();
    expect(reads).toHaveLength(2);
    expect(kept.readFile).toBe(store.readFile);
  });
});

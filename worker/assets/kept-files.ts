import type { ContentStore, KvContentStore, StoredFile } from './assets-kv';
import { IMMUTABLE, assetHeaders } from './policy';
import { createLru } from '../render/lru';

/**
 * The content store with the isolate's memory in front of it for content-hashed files (scripts,
 * styles, fonts, highlighted sources): their bytes never change under a name, so a file read once
 * is answered from memory until it is the least recently used beyond `maxBytes`. Every page load
 * asks for the same dozen scripts and two fonts; without this each was a KV read. Unhashed files
 * (sw.js, the sitemap, pages' Markdown) and the pages' data always go to the store.
 */
export function keepHashedFiles<Store extends ContentStore>(store: Store, maxBytes: number): Store {
  const kept = createLru<StoredFile>(maxBytes, (file) => file.body.byteLength);
  return {
    ...store,
    async readFile(key) {
      const hashed = assetHeaders(key).cacheControl === IMMUTABLE;
      const memory = hashed ? kept.get(key) : undefined;
      if (memory) return memory;
      const file = await store.readFile(key);
      if (file && hashed) kept.set(key, file);
      return file;
    },
  };
}

/**
 * The content store with pages' parsed data kept in the isolate's memory, up to `maxBytes` of JSON
 * text, least recently used out first. A page's data is named by the deploy's manifest, so it never
 * changes within an isolate; yet every render of a page (each preference variant and language, and
 * again once its HTML has left the caches) and every in-place visit read and parsed it again: for the
 * largest component pages 250 to 400 KB of JSON, about a third of what a render allocated. The data is
 * shared between requests, so nothing may change it: the model builds new objects around it.
 */
export function keepPageData(store: KvContentStore, maxBytes: number): ContentStore {
  const kept = createLru<{ data: unknown; bytes: number }>(maxBytes, (page) => page.bytes);
  return {
    ...store,
    async readPageJson<T>(path: string) {
      const memory = kept.get(path);
      if (memory) return memory.data as T;
      const text = await store.readPageText(path);
      if (text === null) return null;
      const data = JSON.parse(text) as T;
      kept.set(path, { data, bytes: text.length });
      return data;
    },
  };
}

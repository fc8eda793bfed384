import type { ContentStore, StoredFile } from './assets-kv';
import { IMMUTABLE, assetHeaders } from './policy';
import { createLru } from '../render/lru';

/**
 * The content store with the isolate's memory in front of it for content-hashed files (scripts,
 * styles, fonts, highlighted sources): their bytes never change under a name, so a file read once
 * is answered from memory until it is the least recently used beyond `maxBytes`. Every page load
 * asks for the same dozen scripts and two fonts; without this each was a KV read. Unhashed files
 * (sw.js, the sitemap, pages' Markdown) and the pages' data always go to the store.
 */
export function keepHashedFiles(store: ContentStore, maxBytes: number): ContentStore {
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

import { PRIVATE_PREFIX, SEARCH_INDEX_KEY } from './policy';

/** A stored file as the worker serves it. */
export interface StoredFile {
  /** Read whole (see `readFile`). */
  body: ArrayBuffer;
  /** The key it was uploaded under (with a content hash, in a deploy): see `storedFileEtag`. */
  storedKey: string;
}

/** Reads files of the Workers Sites bucket: only keys named in the manifest ever reach KV. */
export interface ContentStore {
  hasPublicFile(key: string): boolean;
  readFile(key: string): Promise<StoredFile | null>;
  readPageJson<T>(path: string): Promise<T | null>;
  /** The search index the build wrote (JSON text), or null. */
  readSearchIndex(): Promise<string | null>;
}

/** The KV store also reads a page's JSON as text, whose length is what the isolate's memory holds of it. */
export interface KvContentStore extends ContentStore {
  readPageText(path: string): Promise<string | null>;
}

/** The store key of a page's compiled JSON: `/` → `_pages/index.json`. */
export function pageKey(path: string): string {
  return `${PRIVATE_PREFIX}${path === '/' ? 'index' : path.slice(1)}.json`;
}

/**
 * Binds the content store to a KV namespace and its manifest (file name →
 * uploaded key; wrangler adds content hashes to the uploaded keys).
 */
export function createKvContentStore(kv: KVNamespace, manifest: Record<string, string>): KvContentStore {
  const lookup = (key: string) => (Object.hasOwn(manifest, key) ? manifest[key] : undefined);
  const readPageText = async (path: string) => {
    const stored = lookup(pageKey(path));
    return stored === undefined ? null : kv.get(stored, 'text');
  };
  return {
    hasPublicFile: (key) => !key.startsWith(PRIVATE_PREFIX) && lookup(key) !== undefined,
    async readFile(key) {
      const stored = lookup(key);
      if (stored === undefined) return null;
      // Read whole, not streamed: under `wrangler dev`, about one streamed file in a few hundred
      // (a 77 KB script among four asked at once) never finished, and the page never hydrated.
      // The site's files are small enough (at most about 1 MB) to hold in memory.
      const body = await kv.get(stored, 'arrayBuffer');
      return body ? { body, storedKey: stored } : null;
    },
    readPageText,
    async readPageJson<T>(path: string) {
      const text = await readPageText(path);
      return text === null ? null : (JSON.parse(text) as T);
    },
    async readSearchIndex() {
      const stored = lookup(SEARCH_INDEX_KEY);
      return stored === undefined ? null : kv.get(stored, 'text');
    },
  };
}

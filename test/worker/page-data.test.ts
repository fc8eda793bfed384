import { env } from 'cloudflare:workers';
import manifestJson from '__STATIC_CONTENT_MANIFEST';
import { describe, expect, it } from 'vitest';
import { demoLoaders } from '../../dist/generated/demos-server';
import { createKvContentStore, type KvContentStore } from '../../worker/assets/assets-kv';
import { keepPageData } from '../../worker/assets/kept-files';
import type { Env } from '../../worker/env';
import { ORIGIN } from './helpers';
import { createTestApp } from './test-app';

const manifest: Record<string, string> = typeof manifestJson === 'string' ? JSON.parse(manifestJson) : manifestJson;

/** Freezes an object and everything it holds: a write to it then throws (modules are strict). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

// Every render reads its page through the store; nothing is kept but the pages' data.
const uncached = { renderCacheBytes: 0, edgeCache: false, demos: async () => demoLoaders, build: 'page-data-test' } as const;

describe("pages' data kept in the isolate's memory", () => {
  const kv: KvContentStore = createKvContentStore((env as unknown as Env).__STATIC_CONTENT, manifest);
  const kept = keepPageData(kv, 8 * 1024 * 1024);
  // The kept data, frozen: the same objects are handed to every render of a page.
  const shared = createTestApp({
    ...uncached,
    store: { ...kept, readPageJson: async <T>(path: string) => deepFreeze(await kept.readPageJson<T>(path)) },
  });
  const fresh = createTestApp({ ...uncached, store: kv });

  it('is never changed by a render: each variant renders from it as from a fresh read', async () => {
    const paths = [
      '/material-ui/react-button',
      '/zh/material-ui/react-autocomplete',
      '/material-ui/api/button',
      '/joy-ui/react-button',
      '/x/react-data-grid/editing',
    ];
    const cookies = ['', 'codeVariant=JS', 'direction=rtl; dense=true', 'codeStyling=Tailwind', ''];
    for (const path of paths) {
      for (const cookie of cookies) {
        const init = { headers: { Cookie: cookie } };
        const [fromShared, fromFresh] = await Promise.all([
          shared.request(`${ORIGIN}${path}`, init),
          fresh.request(`${ORIGIN}${path}`, init),
        ]);
        expect(fromShared.status, `${path} ${cookie}`).toBe(200);
        expect(await fromShared.text(), `${path} ${cookie}`).toBe(await fromFresh.text());
      }
      const data = await shared.request(`${ORIGIN}/_data${path.replace(/^\/zh/, '')}`);
      expect(data.status).toBe(200);
    }
  });
});

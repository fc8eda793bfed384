import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuildCache, digest, installedDigest } from './cache-fs';

/** What the build reads of wrangler.toml. */
export interface BuildConfig {
  vars: Record<string, unknown>;
  alias?: Record<string, string>;
}

/**
 * wrangler.toml as wrangler reads it (`unstable_readConfig`), kept by the file's bytes, wrangler's version and its
 * environment variables: loading wrangler takes a second or more, for two values that rarely change.
 */
export async function readBuildConfig(root: string): Promise<BuildConfig> {
  const file = join(root, 'wrangler.toml');
  const key = digest(
    installedDigest(root),
    readFileSync(file),
    JSON.stringify(
      Object.entries(process.env)
        .filter(([name]) => /^(WRANGLER|CLOUDFLARE|CF)_/.test(name))
        .sort(),
    ),
  );
  const cache = new BuildCache(root, 'wrangler');
  const stored = cache.slot<BuildConfig>('config', key);
  if (stored) return stored;
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: file });
  const read: BuildConfig = { vars: config.vars, ...(config.alias ? { alias: config.alias } : {}) };
  cache.setSlot('config', key, read);
  return read;
}

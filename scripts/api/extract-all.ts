// Writes the API doc of every component of a package as JSON, to check the extractor by eye:
//   npx tsx scripts/api/extract-all.ts /tmp/out [packageDir]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiExtractor } from './extract';

const [outDir, packageArg] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: tsx scripts/api/extract-all.ts <outDir> [packageDir]');
  process.exit(1);
}
const packageDir = packageArg ?? fileURLToPath(new URL('../../node_modules/@mui/material', import.meta.url));

const started = performance.now();
const extractor = createApiExtractor(resolve(packageDir));
const components = extractor.listComponents();
mkdirSync(outDir, { recursive: true });
for (const name of components) {
  writeFileSync(join(outDir, `${name}.json`), JSON.stringify(extractor.extract(name), null, 2) + '\n');
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`${components.length} components written to ${outDir} in ${seconds} s`);

import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createIconFileResolver } from './icon-files-fs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** esbuild's own answer, through the slow `build.resolve()` the resolver stands in for. */
async function esbuildResolves(specifier: string, resolveDir: string): Promise<{ path: string; sideEffects: boolean }> {
  let answer: { path: string; sideEffects: boolean } | undefined;
  await build({
    stdin: { contents: '', resolveDir },
    write: false,
    plugins: [
      {
        name: 'ask',
        setup(b) {
          b.onStart(async () => {
            const resolved = await b.resolve(specifier, { kind: 'import-statement', resolveDir });
            answer = { path: resolved.path, sideEffects: resolved.sideEffects };
          });
        },
      },
    ],
  });
  return answer!;
}

describe('createIconFileResolver', () => {
  it("finds an icon's ES module where esbuild does, from a demo's folder and from a package's", async () => {
    const resolve = createIconFileResolver();
    for (const resolveDir of [join(root, 'content/demos/material-ui'), join(root, 'node_modules/@mui/x-data-grid')]) {
      for (const specifier of ['@mui/icons-material/esm/Star', '@mui/icons-material/esm/DeleteOutlined']) {
        const esbuild = await esbuildResolves(specifier, resolveDir);
        expect(esbuild.sideEffects).toBe(false);
        expect(resolve(specifier, resolveDir)).toBe(esbuild.path);
      }
    }
  });

  it('leaves to esbuild what it cannot answer plainly', () => {
    const resolve = createIconFileResolver();
    expect(resolve('@mui/icons-material/esm/NoSuchIcon', root)).toBeUndefined();
    expect(resolve('@mui/material/Button', root)).toBeUndefined();
    expect(resolve('@mui/icons-material/esm/Star', '/')).toBeUndefined();
  });
});

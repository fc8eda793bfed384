import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';

const require = createRequire(import.meta.url);

/** Names a module exports, `default` aside, following `export * from` and `export { … } from` (regex over the ES build). */
export function exportedNames(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (name && name !== 'default') names.push(name);
    }
  }
  for (const match of source.matchAll(/export\s+(?:function\*?|const|let|var|class)\s+([A-Za-z0-9_$]+)/g)) names.push(match[1]);
  for (const match of source.matchAll(/export\s*\*\s*from\s*'([^']+)'/g)) {
    names.push(...exportedNames(resolveRelative(file, match[1]), seen));
  }
  return names;
}

function resolveRelative(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  for (const candidate of [`${base}.js`, join(base, 'index.js')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next form
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Which `@mui/base/<folder>` exports each name of the `@mui/base` barrel. */
function barrelMap(): Map<string, string> {
  const index = join(dirname(require.resolve('@mui/base/package.json')), 'index.js');
  const map = new Map<string, string>();
  const source = readFileSync(index, 'utf8');
  for (const match of source.matchAll(/export\s*(\*|\{[^}]*\})\s*from\s*'\.\/([^']+)'/g)) {
    const folder = match[2];
    const names =
      match[1] === '*'
        ? exportedNames(resolveRelative(index, `./${folder}`))
        : match[1]
            .slice(1, -1)
            .split(',')
            .map((n) =>
              n
                .trim()
                .split(/\s+as\s+/)
                .pop()!,
            );
    for (const name of names) if (!map.has(name)) map.set(name, `@mui/base/${folder}`);
  }
  return map;
}

/**
 * Material UI imports much of Base UI through its `@mui/base` barrel. With code
 * splitting, esbuild then keeps everything the barrel re-exports for any demo in
 * the chunks every page loads. Rewriting those imports to Base UI's own folders
 * lets each page's first bundle hold only what it uses.
 */
export function baseBarrelToFolders(): Plugin {
  return {
    name: 'base-barrel-to-folders',
    setup(build) {
      const map = barrelMap();
      build.onLoad({ filter: /node_modules\/@mui\/(material|lab)\/.*\.js$/, namespace: 'file' }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes("from '@mui/base'")) return undefined;
        const contents = source.replace(/import\s*\{([^}]*)\}\s*from\s*'@mui\/base';/g, (whole, list: string) => {
          const byFolder = new Map<string, string[]>();
          for (const part of list
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)) {
            const name = part.split(/\s+as\s+/)[0].trim();
            const folder = map.get(name);
            if (!folder) return whole; // unknown name: leave the import as it was
            byFolder.set(folder, [...(byFolder.get(folder) ?? []), part]);
          }
          return [...byFolder].map(([folder, parts]) => `import { ${parts.join(', ')} } from '${folder}';`).join('\n');
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

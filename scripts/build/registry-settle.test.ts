import { describe, expect, it } from 'vitest';
import { walkMismatch } from './registry-settle';

describe('walkMismatch', () => {
  const agreeing = {
    walked: new Set(['node_modules/react/index.js', 'node_modules/clsx/dist/clsx.mjs']),
    taken: new Set(['node_modules/clsx/dist/clsx.mjs', 'node_modules/react/index.js']),
    extras: new Map([['searchDialog', '/static/demos/search-dialog-dom.ABC.js']]),
    built: new Map([['searchDialog', '/static/demos/search-dialog-dom.ABC.js']]),
    copied: [],
  };

  it('accepts a build that took what the walk found', () => {
    expect(walkMismatch(agreeing)).toBeUndefined();
  });

  it('names a shared file only one of them has', () => {
    expect(walkMismatch({ ...agreeing, taken: new Set(['node_modules/react/index.js']) })).toMatch(/clsx/);
    expect(walkMismatch({ ...agreeing, walked: new Set(['node_modules/react/index.js']) })).toMatch(/walk found 1 .* took 2/);
  });

  it('names an extra bundle whose address differs from its build alone', () => {
    expect(walkMismatch({ ...agreeing, built: new Map([['searchDialog', '/static/demos/search-dialog-dom.XYZ.js']]) })).toMatch(
      /searchDialog built alone as .*ABC.*XYZ/,
    );
  });

  it('names shared files a demo bundle carries a copy of', () => {
    expect(walkMismatch({ ...agreeing, copied: ['node_modules/react/index.js'] })).toMatch(/copies .*react/);
  });
});

import { describe, expect, it } from 'vitest';
import { compileTailwind, tailwindCandidates } from './demo-styles-fs';

describe('Tailwind CSS for the demos', () => {
  it('finds class names in strings, template literals and arrays', () => {
    const source = "const a = 'px-4 hover:bg-blue-800'; <div className={`flex ${open ? 'gap-3' : ''}`} /> ['[&.base--active]:bg-blue-900']";
    const candidates = tailwindCandidates(source);
    for (const name of ['px-4', 'hover:bg-blue-800', 'flex', 'gap-3', '[&.base--active]:bg-blue-900']) expect(candidates).toContain(name);
  });

  it('compiles only the utilities used, without preflight, with dark: on the site mode', async () => {
    const css = await compileTailwind(['bg-blue-700', 'dark:bg-blue-400', 'not-a-utility']);
    expect(css).toContain('.bg-blue-700');
    expect(css).toContain('.dark\\:bg-blue-400:where([data-mui-color-scheme=dark], [data-mui-color-scheme=dark] *)');
    expect(css).not.toContain('not-a-utility');
    expect(css).not.toContain('box-sizing: border-box');
    expect(css).not.toContain('prefers-color-scheme');
  });
});

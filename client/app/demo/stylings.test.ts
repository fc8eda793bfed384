import { describe, expect, it } from 'vitest';
import type { DemoData } from '../page-data';
import { demoForStyling } from './stylings';

const code = (id: string) => ({ TS: `/${id}.ts.html`, JS: `/${id}.js.html` });
const demo: DemoData = {
  id: 'p/Demo.system',
  name: 'Demo',
  code: code('system'),
  apiLinks: [],
  html: '<system>',
  stylings: [
    { styling: 'MUI System', id: 'p/Demo.system', code: code('system'), html: '<system>' },
    { styling: 'CSS', id: 'p/Demo.css', code: code('css'), html: '<css>' },
  ],
};

describe('demoForStyling', () => {
  it("picks the reader's styling: module, source and server HTML", () => {
    const picked = demoForStyling(demo, 'CSS');
    expect(picked).toMatchObject({ id: 'p/Demo.css', code: code('css'), html: '<css>', name: 'Demo' });
  });

  it('falls back to the first styling written', () => {
    expect(demoForStyling(demo, 'Tailwind').id).toBe('p/Demo.system');
  });

  it('leaves a demo of one styling as it is', () => {
    const single: DemoData = { id: 'p/One', name: 'One', code: code('one'), apiLinks: [] };
    expect(demoForStyling(single, 'CSS')).toBe(single);
  });
});

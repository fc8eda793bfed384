import { describe, expect, it } from 'vitest';
import { classifyEdit, demoNameOf, demoPagePath, heaviest } from './classify';

describe('classifyEdit', () => {
  it('sends Markdown pages, demos, menus, worker and client code to their rebuilds', () => {
    expect(classifyEdit('content/pages/material-ui/react-button.md')).toBe('page');
    expect(classifyEdit('content/demos/material-ui/react-button/BasicButtons.tsx')).toBe('demo');
    expect(classifyEdit('content/demos/base-ui/react-button/Unstyled.css')).toBe('demo');
    expect(classifyEdit('content/menus/material-ui.ts')).toBe('worker');
    expect(classifyEdit('worker/render/document.tsx')).toBe('worker');
    expect(classifyEdit('client/app/Shell.tsx')).toBe('client');
  });

  it("ignores tests, editors' hidden files and what no bundle reads", () => {
    expect(classifyEdit('worker/paths/resolve.test.ts')).toBe('ignore');
    expect(classifyEdit('content/pages/.react-button.md.swp')).toBe('ignore');
    expect(classifyEdit('content/pages/notes.txt')).toBe('ignore');
    expect(classifyEdit('content/demos/material-ui/react-button/README')).toBe('ignore');
    expect(classifyEdit('scripts/build.ts')).toBe('ignore');
  });
});

describe('demo files', () => {
  it('name their page and their fence', () => {
    expect(demoPagePath('content/demos/material-ui/react-button/BasicButtons.tsx')).toBe('/material-ui/react-button');
    expect(demoNameOf('content/demos/base-ui/react-button/UnstyledButton.tailwind.tsx')).toBe('UnstyledButton');
    expect(demoNameOf('content/demos/base-ui/react-button/UnstyledButton.css.tsx')).toBe('UnstyledButton');
    expect(demoNameOf('content/demos/base-ui/react-button/UnstyledButton.css')).toBe('UnstyledButton');
    expect(demoNameOf('content/demos/material-ui/react-button/BasicButtons.tsx')).toBe('BasicButtons');
  });
});

describe('heaviest', () => {
  it('lets the widest rebuild of a batch win', () => {
    expect(heaviest(['page', 'demo', 'page'])).toBe('demo');
    expect(heaviest(['page', 'client', 'worker'])).toBe('client');
    expect(heaviest([])).toBe('ignore');
  });
});

import { describe, expect, it } from 'vitest';
import { frameIn, lineInMarkdown } from './overlay-errors';

const page = ['---', 'title: Button', 'description: Buttons.', '---', '', '## Basic', '', '```demo', 'Basic Buttons', '```', ''].join('\n');

describe('lineInMarkdown', () => {
  it('finds the demo fence a compiler error quotes', () => {
    expect(lineInMarkdown(page, 'material-ui/react-button.md: a demo fence names one demo component, got "Basic Buttons"')).toBe(9);
  });

  it('finds a demo that has no file', () => {
    const missing = page.replace('Basic Buttons', 'BasicButtons');
    expect(lineInMarkdown(missing, '/material-ui/react-button: demo BasicButtons not found at content/demos/x.tsx')).toBe(9);
  });

  it('points frontmatter errors at the top and says 0 when nothing is quoted', () => {
    expect(lineInMarkdown(page, 'x.md: frontmatter needs a title')).toBe(1);
    expect(lineInMarkdown(page, 'something else')).toBe(0);
  });
});

describe('frameIn', () => {
  it('takes the first frame of a stack in a watched file', () => {
    const stack = [
      'Error: boom',
      '    at Demo (/work/main/content/demos/material-ui/react-button/BasicButtons.tsx:7:11)',
      '    at renderWithHooks (file:///work/main/node_modules/react-dom/cjs/react-dom-server.node.production.min.js:1:2)',
    ].join('\n');
    expect(frameIn(stack, ['content/demos/material-ui/react-button/BasicButtons.tsx'])).toEqual({
      file: 'content/demos/material-ui/react-button/BasicButtons.tsx',
      line: 7,
      column: 11,
    });
    expect(frameIn(stack, ['content/demos/other.tsx'])).toBeNull();
  });
});

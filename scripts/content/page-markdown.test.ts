import { describe, expect, it } from 'vitest';
import type { ApiReference } from '../../client/app/api/api-data';
import { cellMarkdown, inlineDemoSources, markdownPathOf, pageMarkdown } from './page-markdown';

const api: ApiReference = {
  name: 'Button',
  importPaths: ['@mui/material/Button', '@mui/material'],
  descriptionHtml: '<p>Buttons start actions.</p>',
  props: [
    { name: 'children', type: 'node', descriptionHtml: '<p>The content.</p>', required: false },
    {
      name: 'color',
      type: "'primary' | 'secondary'",
      default: "'primary'",
      descriptionHtml: '<p>The color. See <a href="/material-ui/customization/palette">palette</a>, <code>theme.palette</code>.</p>',
      required: false,
    },
    { name: 'href', type: 'string', descriptionHtml: '', required: true, deprecated: 'Use <code>component</code>.' },
  ],
  classes: [{ key: 'root', className: 'MuiButton-root', descriptionHtml: '<p>Styles applied to the root element.</p>' }],
  slots: [],
};

describe('pageMarkdown', () => {
  it('writes the title, the description and the body with each demo’s source in place of the demo', () => {
    const markdown = pageMarkdown({
      page: { path: '/lib/react-button', title: 'Button', description: 'Buttons.', html: '<p>x</p>', toc: [] },
      body: 'Intro.\n\n```demo\nBasicButtons\n```\n\nAfter.',
      demoSources: new Map([['BasicButtons', [{ file: 'BasicButtons.tsx', lang: 'tsx', code: 'export default function A() {}\n' }]]]),
    });
    expect(markdown).toBe(
      '# Button\n\n> Buttons.\n\nIntro.\n\n```tsx title="BasicButtons.tsx"\nexport default function A() {}\n```\n\nAfter.\n',
    );
  });

  it('writes an API page as tables, with types and defaults as code and pipes escaped', () => {
    const markdown = pageMarkdown({
      page: { path: '/lib/api/button', title: 'Button API', description: 'Props.', html: '', toc: [], api },
    });
    expect(markdown).toContain("import Button from '@mui/material/Button';");
    expect(markdown).toContain('| Name | Type | Default | Description |');
    expect(markdown).toContain(
      "| `color` | `'primary' \\| 'secondary'` | `'primary'` | The color. See [palette](/material-ui/customization/palette), `theme.palette`. |",
    );
    expect(markdown).toContain('| `href` (required) | `string` |  | Deprecated: Use `component`. |');
    expect(markdown).toContain('| `.MuiButton-root` | `root` | Styles applied to the root element. |');
    expect(markdown).not.toContain('<p>');
    expect(markdown).not.toContain('## Slots');
  });

  it('writes the import statements the extractor gives as they are, and the system props sentence', () => {
    const grid: ApiReference = {
      ...api,
      name: 'Unstable_Grid',
      importPaths: ["import Grid from '@mui/system/Unstable_Grid';", "import { Unstable_Grid as Grid } from '@mui/system';"],
      systemProps: true,
    };
    const markdown = pageMarkdown({ page: { path: '/system/api/grid', title: 'Grid API', description: '', html: '', toc: [], api: grid } });
    expect(markdown).toContain(
      "```js\nimport Grid from '@mui/system/Unstable_Grid';\nimport { Unstable_Grid as Grid } from '@mui/system';\n```",
    );
    expect(markdown).toContain('Grid also takes every [system property](/system/properties) as a prop');
  });

  it('lists the pages that use an API page’s component, linking their Markdown', () => {
    const markdown = pageMarkdown({
      page: {
        path: '/lib/api/button',
        title: 'Button API',
        description: 'Props.',
        html: '',
        toc: [],
        api,
        usedIn: [{ pathname: '/lib/react-button', title: 'Button' }],
      },
    });
    expect(markdown).toContain('## Demos\n\n- [Button](/lib/react-button.md)');
  });

  const post = {
    path: '/blog/grid-v6',
    title: 'Data Grid v6',
    summary: 'What v6 changed.',
    date: '2024-02-09',
    byline: 'The MUI X team',
    tags: ['MUI X', 'Data Grid'],
    readingMinutes: 7,
    image: '/static/blog/grid-v6.png',
  };

  it('gives a blog post its date, byline, reading time and tags under the title', () => {
    const markdown = pageMarkdown({
      page: {
        path: post.path,
        title: post.title,
        description: post.summary,
        html: '',
        toc: [],
        post: { ...post, older: null, newer: null },
      },
      body: 'Body.',
    });
    expect(markdown).toBe(
      '# Data Grid v6\n\n2024-02-09 · The MUI X team · 7 min read · Tags: MUI X, Data Grid\n\n> What v6 changed.\n\nBody.\n',
    );
  });

  it('lists every post on the blog index, linking their Markdown', () => {
    const markdown = pageMarkdown({ page: { path: '/blog', title: 'Blog', description: 'News.', html: '', toc: [], posts: [post] } });
    expect(markdown).toContain(
      '## [Data Grid v6](/blog/grid-v6.md)\n\n2024-02-09 · The MUI X team · 7 min read · Tags: MUI X, Data Grid\n\nWhat v6 changed.',
    );
  });
});

describe('inlineDemoSources', () => {
  it('writes every styling of a demo, and a fence longer than any backticks in the code', () => {
    const out = inlineDemoSources(
      '~~~demo\nDemo\n~~~',
      new Map([
        [
          'Demo',
          [
            { file: 'Demo.system.tsx', lang: 'tsx', code: 'const fence = "```";' },
            { file: 'Demo.css', lang: 'css', code: '.a { color: red; }' },
          ],
        ],
      ]),
    );
    expect(out).toBe('````tsx title="Demo.system.tsx"\nconst fence = "```";\n````\n\n```css title="Demo.css"\n.a { color: red; }\n```');
  });

  it('refuses a demo without a source instead of writing an empty block', () => {
    expect(() => inlineDemoSources('```demo\nMissing\n```', new Map())).toThrow('Missing');
  });
});

describe('helpers', () => {
  it('flattens a multi-paragraph description into one table cell', () => {
    expect(cellMarkdown('<p>One | two.</p>\n<p>Three.</p>')).toBe('One \\| two. Three.');
  });

  it('puts the home page’s Markdown at /index.md', () => {
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(markdownPathOf('/system')).toBe('/system.md');
  });
});

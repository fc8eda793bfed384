import { describe, expect, it } from 'vitest';
import type { PageData } from '../../client/app/page-data';
import type { CompiledPage } from '../content/pages-fs';
import { demoMarker } from '../content/markdown';
import { structuralChange, withSavedText } from './page-update';

const compiled = (overrides: Partial<CompiledPage> = {}, data: Partial<PageData> = {}): CompiledPage => ({
  file: 'material-ui/react-button.md',
  links: [],
  fonts: [],
  demos: ['BasicButtons'],
  components: [],
  hooks: [],
  frontmatter: {},
  words: 10,
  ...overrides,
  data: {
    path: '/material-ui/react-button',
    title: 'Button',
    description: 'Buttons.',
    html: `<p>New intro</p>${demoMarker('BasicButtons')}<h2 id="more">More</h2>`,
    toc: [{ id: 'more', text: 'More', level: 2 }],
    ...data,
  },
});

const previous: PageData = {
  path: '/material-ui/react-button',
  title: 'Button',
  description: 'Buttons.',
  html: '',
  parts: [{ html: '<p>Old intro</p>' }, { demo: 'BasicButtons' }],
  toc: [{ id: 'old', text: 'Old', level: 2 }],
  demos: [
    {
      id: 'material-ui/react-button/BasicButtons',
      name: 'BasicButtons',
      code: { TS: '/a', JS: '/b' },
      apiLinks: [],
      html: '<div>demo</div>',
    },
  ],
};

describe('a saved Markdown page', () => {
  it('replaces the text and headings around the demos the build rendered, keeping their HTML', () => {
    expect(structuralChange(previous, compiled())).toBeNull();
    const next = withSavedText(previous, compiled({}, { title: 'Buttons' }));
    expect(next.title).toBe('Buttons');
    expect(next.parts).toEqual([{ html: '<p>New intro</p>' }, { demo: 'BasicButtons' }, { html: '<h2 id="more">More</h2>' }]);
    expect(next.toc).toEqual([{ id: 'more', text: 'More', level: 2 }]);
    expect(next.demos?.[0].html).toBe('<div>demo</div>');
    expect(previous.parts?.[0]).toEqual({ html: '<p>Old intro</p>' });
  });

  it('keeps the API reference headings the build appended', () => {
    const withApi = {
      ...previous,
      api: { name: 'Button' } as PageData['api'],
      toc: [...previous.toc, { id: 'props', text: 'Props', level: 2 }],
    };
    const next = withSavedText(withApi, compiled({ api: 'Button' }));
    expect(next.toc.map((entry) => entry.id)).toEqual(['more', 'props']);
  });

  it('needs the demo pipeline when a demo is added, removed or reordered', () => {
    expect(structuralChange(previous, compiled({ demos: ['BasicButtons', 'IconButtons'] }))).toBe('its demos changed');
    expect(structuralChange(previous, compiled({ demos: [] }))).toBe('its demos changed');
  });

  it('needs the full build when its API reference or tabs change', () => {
    expect(structuralChange(previous, compiled({ api: 'Button' }))).toBe('its API reference changed');
    expect(structuralChange(previous, compiled({ components: ['Button'] }))).toBe('its API tabs changed');
  });
});

import { describe, expect, it } from 'vitest';
import type { PageData } from '../client/app/page-data';
import { pageSearchDocuments, SECTION_TEXT_MAX, withoutRepeatedMuiXRows } from './documents';

const prop = (name: string, description: string) => ({ name, type: 'boolean', descriptionHtml: `<p>${description}</p>`, required: false });

describe('pageSearchDocuments', () => {
  it('gives the page, and each section under a heading with its anchor', () => {
    const page: PageData = {
      path: '/material-ui/react-button',
      title: 'Button',
      description: 'Buttons let people act.',
      html: '',
      toc: [],
      parts: [
        { html: '<p>Intro words.</p><h2 id="variants">Variants<a class="anchor-link" href="#variants">#</a></h2><p>Text, outlined.</p>' },
        { demo: 'X' },
      ],
    };
    const documents = pageSearchDocuments(page, 'material-ui');
    expect(documents.map(({ kind, title, anchor, text }) => ({ kind, title, anchor, text }))).toEqual([
      { kind: 'page', title: 'Button', anchor: '', text: 'Buttons let people act. Intro words.' },
      { kind: 'heading', title: 'Variants', anchor: 'variants', text: 'Text, outlined.' },
    ]);
    expect(documents[1]).toMatchObject({ path: '/material-ui/react-button', library: 'material-ui', page: 'Button', keywords: 'Button' });
  });

  it('caps the prose of a section', () => {
    const long = 'word '.repeat(1000);
    const page: PageData = { path: '/a', title: 'A', description: '', html: `<h2 id="s">S</h2><p>${long}</p>`, toc: [] };
    const [, section] = pageSearchDocuments(page, 'docs');
    expect(section.text.length).toBeLessThanOrEqual(SECTION_TEXT_MAX);
    expect(section.excerpt.length).toBeLessThan(section.text.length);
  });

  it('gives each prop, slot, class and CSS variable of an API page its row anchor', () => {
    const page: PageData = {
      path: '/material-ui/api/button',
      title: 'Button API',
      description: '',
      html: '',
      toc: [],
      api: {
        name: 'Button',
        importPaths: [],
        descriptionHtml: '',
        props: [prop('disableElevation', 'If <code>true</code>, no elevation is used.')],
        classes: [{ key: 'root', className: 'MuiButton-root', descriptionHtml: '<p>Styles applied to the root element.</p>' }],
        slots: [{ name: 'root', descriptionHtml: '<p>The root.</p>' }],
        cssVariables: [{ name: '--Button-gap', own: true, set: true, fallbacks: [] }],
      },
    };
    const rows = pageSearchDocuments(page, 'material-ui').slice(1);
    expect(rows.map(({ kind, title, anchor }) => [kind, title, anchor])).toEqual([
      ['prop', 'disableElevation', 'prop-disableElevation'],
      ['slot', 'root', 'slot-root'],
      ['class', 'MuiButton-root', 'class-root'],
      ['css-variable', '--Button-gap', 'css-variable-Button-gap'],
    ]);
    expect(rows[0]).toMatchObject({ keywords: 'Button', text: 'If true, no elevation is used.' });
  });

  it('gives a hook, its parameters and return values their anchors, and skips the rows of API tabs', () => {
    const hook = {
      name: 'useSelect',
      importPaths: [],
      descriptionHtml: '<p>Select logic.</p>',
      parameters: [prop('open', 'Open.')],
      returnValue: [prop('getButtonProps', 'Props.')],
    };
    const api: PageData = { path: '/base-ui/api/use-select', title: 'useSelect API', description: '', html: '', toc: [], hooks: [hook] };
    expect(pageSearchDocuments(api, 'base-ui').map(({ kind, anchor }) => [kind, anchor])).toEqual([
      ['page', ''],
      ['hook', 'useSelect-api'],
      ['parameter', 'useSelect-parameter-open'],
      ['return', 'useSelect-return-return-getButtonProps'],
    ]);
    const tab = { ...api, path: '/base-ui/react-select/hooks-api' };
    expect(pageSearchDocuments(tab, 'base-ui').map(({ kind }) => kind)).toEqual(['api-tab']);
  });
});

describe('withoutRepeatedMuiXRows', () => {
  const row = (path: string, title: string, text: string) => ({
    path,
    anchor: `prop-${title}`,
    library: 'x',
    page: path,
    title,
    kind: 'prop' as const,
    keywords: '',
    text,
    excerpt: text,
  });

  it('keeps a MUI X row once per name and prose', () => {
    const rows = withoutRepeatedMuiXRows([
      row('/x/api/date-pickers/date-picker', 'views', 'Available views.'),
      row('/x/api/date-pickers/desktop-date-picker', 'views', 'Available views.'),
      row('/x/api/date-pickers/time-picker', 'views', 'Available time views.'),
    ]);
    expect(rows.map((entry) => [entry.path, entry.text])).toEqual([
      ['/x/api/date-pickers/date-picker', 'Available views.'],
      ['/x/api/date-pickers/time-picker', 'Available time views.'],
    ]);
  });

  it('leaves the other libraries alone', () => {
    const rows = [
      row('/material-ui/api/button', 'disabled', 'If true, disabled.'),
      row('/material-ui/api/fab', 'disabled', 'If true, disabled.'),
    ];
    expect(withoutRepeatedMuiXRows(rows)).toEqual(rows);
  });
});

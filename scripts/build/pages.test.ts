import { describe, expect, it } from 'vitest';
import type { CompiledPage } from '../content/pages-fs';
import { planApiExtraction } from './pages';

const page = (path: string, parts: Partial<Pick<CompiledPage, 'api' | 'components' | 'hooks'>> = {}): CompiledPage => ({
  data: { path, title: path, description: '', html: '', toc: [] },
  links: [],
  file: `${path.slice(1)}.md`,
  fonts: [],
  demos: [],
  components: [],
  hooks: [],
  frontmatter: {},
  words: 0,
  ...parts,
});

describe('planApiExtraction', () => {
  const plans = planApiExtraction([
    page('/experiments/docs/api-layout', { api: 'Button' }),
    page('/joy-ui/react-button', { components: ['Button', 'IconButton'] }),
    page('/material-ui/react-autocomplete', { components: ['Autocomplete', 'Popper'], hooks: ['useAutocomplete'] }),
    page('/base-ui/react-button', { components: ['Button'], hooks: ['useButton'] }),
    page('/x/react-date-pickers/date-picker', { components: ['DatePicker'] }),
  ]);

  it("asks each page's library for its names, in page order; other pages (MUI X's guides too) ask Material UI", () => {
    expect(plans.get('material-ui')).toMatchObject({
      components: ['Button', 'Autocomplete', 'Popper', 'DatePicker'],
      hooks: ['useAutocomplete'],
    });
    expect(plans.get('joy-ui')).toMatchObject({ components: ['Button', 'IconButton'], hooks: [], hookPages: false });
    expect(plans.get('base-ui')).toMatchObject({ components: ['Button'], hooks: ['useButton'], hookPages: true });
    expect(plans.get('x-date-pickers')?.components).toEqual([]);
    expect(plans.get('x-data-grid')?.components).toEqual([]);
  });

  it('takes the paths of every page and API tab before the generated pages', () => {
    expect(plans.get('system')?.takenPaths).toEqual([
      '/experiments/docs/api-layout',
      '/joy-ui/react-button',
      '/joy-ui/react-button/components-api',
      '/material-ui/react-autocomplete',
      '/material-ui/react-autocomplete/components-api',
      '/material-ui/react-autocomplete/hooks-api',
      '/base-ui/react-button',
      '/base-ui/react-button/components-api',
      '/base-ui/react-button/hooks-api',
      '/x/react-date-pickers/date-picker',
      '/x/react-date-pickers/date-picker/components-api',
    ]);
  });
});

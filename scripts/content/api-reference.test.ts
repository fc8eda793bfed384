import { describe, expect, it } from 'vitest';
import { canonicalSiteHref, toApiReference } from './api-reference';

describe('canonicalSiteHref', () => {
  it.each([
    ['/material-ui/transitions/#transitioncomponent-prop', '/material-ui/transitions#transitioncomponent-prop'],
    ['/material-ui/api/outlined-input/#props', '/material-ui/api/outlined-input#props'],
    ['/material-ui/api/tabs/', '/material-ui/api/tabs'],
    ['/material-ui/guides/localization/?x=1', '/material-ui/guides/localization?x=1'],
    ['/', '/'],
    ['#props', '#props'],
    ['https://mui.com/material-ui/api/tabs/', 'https://mui.com/material-ui/api/tabs/'],
    ['//evil.example/', '//evil.example/'],
    ['/base-ui/react-popper/components-api/#popper', '/base-ui/api/popper'],
    ['/base-ui/react-button/hooks-api/#use-button', '/base-ui/api/use-button'],
  ])('%s → %s', (href, expected) => {
    expect(canonicalSiteHref(href)).toBe(expected);
  });
});

describe('toApiReference', () => {
  it('writes description links to site pages without the trailing slash', () => {
    const api = toApiReference({
      name: 'Dialog',
      importPaths: [],
      description: '',
      props: [
        {
          name: 'TransitionComponent',
          type: 'elementType',
          required: false,
          deprecated: false,
          description: '[Follow this guide](/material-ui/transitions/#transitioncomponent-prop) to learn more.',
        },
      ],
      classes: [],
      slots: [],
    } as unknown as Parameters<typeof toApiReference>[0]);
    expect(api.props[0].descriptionHtml).toContain('href="/material-ui/transitions#transitioncomponent-prop"');
  });

  it('carries the system props flag only where it is set', () => {
    const doc = { name: 'Box', importPaths: [], description: '', props: [], classes: [], slots: [], cssComponent: true, demos: [] };
    expect(toApiReference({ ...doc, packageName: '@mui/system', systemProps: true }).systemProps).toBe(true);
    expect('systemProps' in toApiReference({ ...doc, packageName: '@mui/system' })).toBe(false);
  });
});

import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createApiExtractor } from './extract';
import { PROP_SUPPLEMENTS, supplementProps } from './supplements';
import type { ApiDoc } from './types';

const require = createRequire(import.meta.url);

describe('supplementProps', () => {
  const doc: ApiDoc = {
    name: 'Panel',
    packageName: '@acme/ui',
    importPaths: [],
    description: '',
    props: [
      { name: 'children', type: 'React.ReactNode', description: '', required: false },
      { name: 'open', type: 'boolean', description: 'If `true`, the panel is shown.', required: false },
    ],
    classes: [],
    slots: [],
    cssComponent: false,
    demos: [],
  };
  const supplements = { '@acme/ui': { Panel: { children: 'What the panel holds.', open: 'Never used: the package has its own.' } } };

  it('fills empty descriptions only', () => {
    expect(supplementProps(doc, supplements).props.map((entry) => entry.description)).toEqual([
      'What the panel holds.',
      'If `true`, the panel is shown.',
    ]);
    expect(supplementProps({ ...doc, name: 'Other' }, supplements)).toEqual({ ...doc, name: 'Other' });
  });
});

describe('PROP_SUPPLEMENTS', () => {
  // Each entry must still name a prop the installed package declares without a description: if the
  // package gains one (or drops the prop), the entry is stale and must go.
  for (const [packageName, components] of Object.entries(PROP_SUPPLEMENTS)) {
    const extractor = createApiExtractor(dirname(require.resolve(`${packageName}/package.json`)));
    for (const [component, props] of Object.entries(components)) {
      it(`${packageName} ${component}: ${Object.keys(props).join(', ')} still undocumented by the package`, () => {
        const raw = extractor.extract(component);
        for (const name of Object.keys(props)) {
          const declared = raw.props.find((entry) => entry.name === name);
          expect(declared, `${component}.${name} exists`).toBeDefined();
          expect(declared!.description, `${component}.${name}`).toBe(props[name]);
        }
      });
    }
  }
});

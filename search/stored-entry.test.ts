import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './documents';
import { impliedAnchor, readStoredEntry, STORED_KINDS, storeEntry } from './stored-entry';

type Shown = Pick<SearchDocument, 'anchor' | 'title' | 'kind' | 'excerpt'>;

describe('storeEntry and readStoredEntry', () => {
  const entries: Shown[] = [
    { kind: 'page', title: 'Button', anchor: '', excerpt: 'Buttons allow users to take actions.' },
    { kind: 'prop', title: 'disableElevation', anchor: 'prop-disableElevation', excerpt: 'If true, no elevation is used.' },
    { kind: 'slot', title: 'root', anchor: 'slot-root', excerpt: '' },
    { kind: 'class', title: 'MuiButton-root', anchor: 'class-root', excerpt: 'Styles applied to the root element.' },
    { kind: 'class', title: 'Mui-disabled', anchor: 'class-disabled', excerpt: '' },
    { kind: 'css-variable', title: '--Button-gap', anchor: 'css-variable-Button-gap', excerpt: '' },
    { kind: 'heading', title: 'Basic button', anchor: 'basic-button', excerpt: 'The Button comes in three variants.' },
    // A heading whose id is not its slug, and rows whose ids carry their hook's name.
    { kind: 'heading', title: 'Sizes & colors', anchor: 'sizes-and-colors', excerpt: '' },
    { kind: 'parameter', title: 'open', anchor: 'useModal-parameter-open', excerpt: 'Whether it shows.' },
    { kind: 'return', title: 'getRootProps', anchor: 'useModal-return-return-getRootProps', excerpt: '' },
  ];

  it('gives back every field of every kind of entry', () => {
    for (const [p, entry] of entries.entries()) expect(readStoredEntry(storeEntry(entry, p))).toEqual({ ...entry, p });
  });

  it('keeps an anchor only where the kind and title do not say it', () => {
    const kept = entries.filter((entry) => 'a' in storeEntry(entry, 0)).map((entry) => entry.anchor);
    expect(kept).toEqual(['sizes-and-colors', 'useModal-parameter-open', 'useModal-return-return-getRootProps']);
  });

  it('keeps an anchor that differs from the one implied, even on a kind that implies one', () => {
    const odd: Shown = { kind: 'prop', title: 'color', anchor: 'prop-color-2', excerpt: '' };
    expect(storeEntry(odd, 3).a).toBe('prop-color-2');
    expect(readStoredEntry(storeEntry(odd, 3)).anchor).toBe('prop-color-2');
  });

  it('numbers every kind, and refuses one it has no number for', () => {
    expect(new Set(STORED_KINDS).size).toBe(STORED_KINDS.length);
    expect(() => storeEntry({ kind: 'widget' as never, title: 'x', anchor: '', excerpt: '' }, 0)).toThrow(/widget/);
  });
});

describe('impliedAnchor', () => {
  it('implies nothing for the rows of a hook, whose ids carry its name', () => {
    expect(impliedAnchor('parameter', 'open')).toBeUndefined();
    expect(impliedAnchor('hook', 'useModal')).toBeUndefined();
  });
});

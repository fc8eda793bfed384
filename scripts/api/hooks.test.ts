import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractHookApi, implementationDefaults, listHooks } from './hooks';
import { byName } from './props';
import type { ApiProp, HookApi } from './types';

// The installed package is the subject: these are facts of @mui/material 5.15.9 (and the @mui/base
// it re-exports useAutocomplete from).
const material = fileURLToPath(new URL('../../node_modules/@mui/material', import.meta.url));
const api = (name: string): HookApi => extractHookApi(material, name);
const parameter = (doc: HookApi, name: string): ApiProp | undefined => doc.parameters.find((entry) => entry.name === name);
const returned = (doc: HookApi, name: string): ApiProp | undefined => doc.returnValue.find((entry) => entry.name === name);
const names = (entries: ApiProp[]) => entries.map((entry) => entry.name);

describe('listHooks', () => {
  it('lists the public hook folders, without the internal useTouchRipple', () => {
    expect(listHooks(material)).toEqual(['useAutocomplete', 'useMediaQuery', 'usePagination', 'useScrollTrigger']);
  });

  it('extracts every hook into plain JSON with sorted, typed entries', () => {
    for (const name of listHooks(material)) {
      const doc = api(name);
      expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
      expect(doc.packageName).toBe('@mui/material');
      expect(doc.importPaths[0]).toBe(`import ${name} from '@mui/material/${name}';`);
      expect(doc.description, name).not.toMatch(/^(Demos|API):/m);
      expect([...doc.returnValue].sort(byName)).toEqual(doc.returnValue);
      for (const entry of [...doc.parameters, ...doc.returnValue]) {
        expect(entry.type, `${name}.${entry.name}`).not.toBe('');
        expect(entry.type, `${name}.${entry.name}`).not.toMatch(/\n/);
      }
    }
  });

  it('rejects names that are not hooks of the package', () => {
    expect(() => api('useTouchRipple')).toThrow(/no hook useTouchRipple/);
    expect(() => api('Button')).toThrow(/no hook Button/);
  });
});

describe('useAutocomplete', () => {
  const doc = api('useAutocomplete');

  it('follows the re-export from @mui/base and keeps both import forms', () => {
    expect(doc.name).toBe('useAutocomplete');
    expect(doc.importPaths).toEqual([
      "import useAutocomplete from '@mui/material/useAutocomplete';",
      "import { useAutocomplete } from '@mui/material';",
    ]);
    // Its JSDoc only holds the generated "Demos:" and "API:" lists.
    expect(doc.description).toBe('');
  });

  it('documents the members of UseAutocompleteProps, sorted by name', () => {
    expect(parameter(doc, 'options')).toEqual({
      name: 'options',
      type: 'ReadonlyArray<Value>',
      description: 'Array of options.',
      required: true,
    });
    expect(parameter(doc, 'multiple')).toMatchObject({ type: 'boolean', default: 'false', required: false });
    expect(parameter(doc, 'disableCloseOnSelect')).toMatchObject({
      type: 'boolean',
      default: 'false',
      required: false,
      description: "If `true`, the popup won't close when a value is selected.",
    });
    expect(parameter(doc, 'clearOnBlur')?.default).toBe('!props.freeSolo');
    expect(parameter(doc, 'value')?.type).toBe('AutocompleteValue<Value, Multiple, DisableClearable, FreeSolo>');
    expect(parameter(doc, 'isOptionEqualToValue')?.type).toBe('(option: Value, value: Value) => boolean');
    expect([...doc.parameters].sort(byName)).toEqual(doc.parameters);
    expect(doc.parameters.filter((entry) => entry.required).map((entry) => entry.name)).toEqual(['options']);
  });

  it('leaves out the @internal options kept for Joy UI', () => {
    expect(names(doc.parameters)).not.toContain('unstable_classNamePrefix');
    expect(names(doc.parameters)).not.toContain('unstable_isActiveElementInListbox');
    expect(doc.parameters).toHaveLength(37);
  });

  it('documents the members of UseAutocompleteReturnValue', () => {
    expect(names(doc.returnValue)).toEqual(expect.arrayContaining(['getRootProps', 'getInputProps', 'popupOpen', 'groupedOptions']));
    expect(doc.returnValue).toHaveLength(19);
    expect(returned(doc, 'popupOpen')).toEqual({
      name: 'popupOpen',
      type: 'boolean',
      description: 'If `true`, the popup is open on the component.',
      required: true,
    });
    expect(returned(doc, 'getRootProps')?.type).toBe('(externalProps?: any) => React.HTMLAttributes<HTMLDivElement>');
    expect(returned(doc, 'groupedOptions')?.type).toBe('Value[] | Array<AutocompleteGroupedOption<Value>>');
  });
});

describe('usePagination', () => {
  const doc = api('usePagination');

  it('is importable from its folder only: the package root types do not export it', () => {
    expect(doc.importPaths).toEqual(["import usePagination from '@mui/material/usePagination';"]);
  });

  it('documents UsePaginationProps with their defaults', () => {
    expect(doc.parameters).toHaveLength(12);
    expect(parameter(doc, 'count')).toEqual({
      name: 'count',
      type: 'number',
      default: '1',
      description: 'The total number of pages.',
      required: false,
    });
    expect(parameter(doc, 'siblingCount')).toMatchObject({ type: 'number', default: '1' });
    expect(parameter(doc, 'boundaryCount')).toMatchObject({ type: 'number', default: '1' });
    expect(parameter(doc, 'onChange')?.type).toBe('(event: React.ChangeEvent<unknown>, page: number) => void');
    expect(parameter(doc, 'page')?.default).toBeUndefined();
  });

  it('returns the items', () => {
    expect(doc.returnValue).toEqual([{ name: 'items', type: 'UsePaginationItem[]', description: '', required: true }]);
  });
});

describe('useScrollTrigger', () => {
  const doc = api('useScrollTrigger');

  it('documents its options, with defaults its declarations leave out taken from the implementation', () => {
    expect(names(doc.parameters)).toEqual(['disableHysteresis', 'target', 'threshold']);
    // useScrollTrigger.d.ts has no comments at all: `threshold = 100` is in useScrollTrigger.js.
    expect(parameter(doc, 'threshold')).toEqual({ name: 'threshold', type: 'number', default: '100', description: '', required: false });
    expect(parameter(doc, 'disableHysteresis')).toMatchObject({ type: 'boolean', default: 'false' });
    // `target = defaultTarget` is computed, not a literal.
    expect(parameter(doc, 'target')).toEqual({ name: 'target', type: 'Node | Window', description: '', required: false });
  });

  it('returns a boolean', () => {
    expect(doc.returnValue).toEqual([{ name: 'return', type: 'boolean', description: '', required: true }]);
  });
});

describe('useMediaQuery', () => {
  const doc = api('useMediaQuery');

  it('lists the query parameter itself, then the members of its options', () => {
    // The declaration names the query parameter `queryInput`.
    expect(names(doc.parameters)).toEqual(['queryInput', 'defaultMatches', 'matchMedia', 'noSsr', 'ssrMatchMedia']);
    expect(parameter(doc, 'queryInput')).toEqual({
      name: 'queryInput',
      type: 'string | ((theme: Theme) => string)',
      description: '',
      required: true,
    });
    expect(parameter(doc, 'noSsr')).toMatchObject({ type: 'boolean', default: 'false', required: false });
    expect(parameter(doc, 'noSsr')?.description).toMatch(/^To perform the server-side hydration/);
    expect(parameter(doc, 'defaultMatches')).toMatchObject({ type: 'boolean', default: 'false' });
  });

  it('returns a boolean', () => {
    expect(doc.returnValue).toEqual([{ name: 'return', type: 'boolean', description: '', required: true }]);
  });
});

describe('implementationDefaults', () => {
  const write = (source: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'hook-defaults-'));
    writeFileSync(join(dir, 'useThing.js'), source);
    return implementationDefaults(join(dir, 'useThing.d.ts'));
  };

  it('reads literal defaults of destructured options, renamed ones by their option name', () => {
    const defaults = write(
      "export default function useThing(props = {}) { const { size = 2, label: labelProp = 'x', items = [], offset = -1, on = true } = props; }",
    );
    expect(Object.fromEntries(defaults)).toEqual({ size: '2', label: "'x'", items: '[]', offset: '-1', on: 'true' });
  });

  it('skips computed defaults and names destructured with different literals', () => {
    const defaults = write('const { a = b, c = 1 } = x; const { c = 2, d = f() } = y;');
    expect(defaults.size).toBe(0);
  });

  it('finds nothing without an implementation file', () => {
    expect(implementationDefaults(join(tmpdir(), 'missing-hook', 'useThing.d.ts')).size).toBe(0);
  });
});

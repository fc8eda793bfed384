import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiPagePath, extractComponentApi, listComponents } from './extract';
import { byName } from './props';
import type { ApiDoc, ApiProp } from './types';

// The installed package is the subject: these are facts of @mui/material 5.15.9's type declarations.
const material = fileURLToPath(new URL('../../node_modules/@mui/material', import.meta.url));
const api = (name: string): ApiDoc => extractComponentApi(material, name);
const prop = (doc: ApiDoc, name: string): ApiProp | undefined => doc.props.find((entry) => entry.name === name);
const className = (doc: ApiDoc, key: string) => doc.classes.find((entry) => entry.key === key)?.className;

describe('listComponents', () => {
  const components = listComponents(material);

  it('lists the exported components, sorted', () => {
    expect(components).toEqual(expect.arrayContaining(['Button', 'TextField', 'Autocomplete', 'Unstable_Grid2', 'Box', 'Hidden']));
    expect(components).toEqual([...components].sort());
    expect(components.length).toBeGreaterThan(120);
  });

  it('leaves out folders that are not components', () => {
    for (const name of ['styles', 'colors', 'locale', 'internal', 'utils', 'transitions', 'useAutocomplete', 'StyledEngineProvider']) {
      expect(components).not.toContain(name);
    }
  });

  it('extracts every component with at least one prop', () => {
    for (const name of components) {
      const doc = api(name);
      expect(doc.props.length, name).toBeGreaterThan(0);
      // JSON-serializable: nothing is lost on the way to disk.
      expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
      expect([...doc.props].sort(byName)).toEqual(doc.props);
      expect(doc.demos).toEqual([]);
      expect(doc.description, name).not.toMatch(/^(Demos|API):/m);
      for (const entry of doc.props) {
        expect(['ref', 'key'], `${name}.${entry.name}`).not.toContain(entry.name);
        expect(entry.type, `${name}.${entry.name}`).not.toMatch(/OverridableStringUnion|bivarianceHack|\n/);
        expect(entry.type, `${name}.${entry.name}`).not.toBe('');
      }
      for (const entry of doc.classes) expect(entry.className, name).toMatch(/^Mui([A-Z][A-Za-z0-9]*)?-/);
      expect(doc.cssComponent).toBe(doc.props.some((entry) => entry.name === 'sx'));
    }
  });
});

describe('Button', () => {
  const doc = api('Button');

  it('names the component and how to import it', () => {
    expect(doc.name).toBe('Button');
    expect(doc.packageName).toBe('@mui/material');
    expect(doc.importPaths).toEqual(["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]);
    // Its JSDoc only holds the generated "Demos:" and "API:" lists.
    expect(doc.description).toBe('');
  });

  it('documents its own props with types and defaults', () => {
    expect(prop(doc, 'variant')).toEqual({
      name: 'variant',
      type: "'text' | 'outlined' | 'contained'",
      description: 'The variant to use.',
      required: false,
      default: "'text'",
    });
    expect(prop(doc, 'disabled')).toMatchObject({ type: 'boolean', default: 'false', required: false });
    expect(prop(doc, 'color')?.type).toBe("'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning'");
    expect(prop(doc, 'color')?.description).toContain(
      '[palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors)',
    );
    expect(prop(doc, 'sx')?.type).toBe('SxProps<Theme>');
    expect(prop(doc, 'classes')?.type).toBe('Partial<ButtonClasses>');
    expect(prop(doc, 'component')).toMatchObject({ type: 'React.ElementType', required: false });
    expect(doc.cssComponent).toBe(true);
  });

  it('leaves inherited, DOM and plumbing props to other pages', () => {
    for (const name of ['disableRipple', 'centerRipple', 'onClick', 'type', 'className', 'style', 'ref']) {
      expect(prop(doc, name), name).toBeUndefined();
    }
    expect(doc.inheritsFrom).toEqual({ name: 'ButtonBase', path: '/material-ui/api/button-base/' });
  });

  it('lists its classes as generateUtilityClass names them', () => {
    expect(doc.classes[0]).toEqual({ key: 'root', className: 'MuiButton-root', description: 'Styles applied to the root element.' });
    expect(className(doc, 'disabled')).toBe('Mui-disabled');
    expect(className(doc, 'focusVisible')).toBe('Mui-focusVisible');
    expect(className(doc, 'containedPrimary')).toBe('MuiButton-containedPrimary');
    expect(doc.slots).toEqual([]);
  });
});

describe('component shapes', () => {
  it('TextField: long Markdown description, props of every variant', () => {
    const doc = api('TextField');
    expect(doc.description).toMatch(/^The `TextField` is a convenience wrapper for the most common cases \(80%\)\./);
    expect(doc.description).toContain('```jsx\nconst inputProps = {\n  step: 300,\n};');
    expect(doc.description).not.toContain('Demos:');
    expect(doc.inheritsFrom).toEqual({ name: 'FormControl', path: '/material-ui/api/form-control/' });
    expect(prop(doc, 'variant')).toMatchObject({ type: 'TextFieldVariants', default: "'outlined'" });
    expect(prop(doc, 'InputProps')?.type.split(' | ').sort()).toEqual([
      'Partial<FilledInputProps>',
      'Partial<OutlinedInputProps>',
      'Partial<StandardInputProps>',
    ]);
    expect(prop(doc, 'onBlur')?.description).toBe(
      'Callback fired when the `input` is blurred.\n\nNotice that the first argument (event) might be undefined.',
    );
  });

  it('Autocomplete: required props and the props of useAutocomplete', () => {
    const doc = api('Autocomplete');
    expect(prop(doc, 'options')).toMatchObject({ required: true, type: 'ReadonlyArray<Value>' });
    expect(prop(doc, 'renderInput')?.required).toBe(true);
    expect(prop(doc, 'autoHighlight')).toMatchObject({ type: 'boolean', default: 'false' });
    expect(prop(doc, 'disableClearable')?.type).toBe('boolean');
    expect(className(doc, 'focused')).toBe('Mui-focused');
    expect(className(doc, 'inputRoot')).toBe('MuiAutocomplete-inputRoot');
  });

  it('Slider: slots from its `slots` prop, multi-line defaults keep their indentation', () => {
    const doc = api('Slider');
    expect(doc.slots.map((slot) => slot.name)).toEqual(['root', 'track', 'rail', 'thumb', 'mark', 'markLabel', 'valueLabel', 'input']);
    expect(prop(doc, 'scale')?.default).toBe('function Identity(x) {\n  return x;\n}');
    expect(prop(doc, 'value')?.type).toBe('number | number[]');
    expect(className(doc, 'thumb')).toBe('MuiSlider-thumb');
  });

  it('Badge and Modal: slot defaults, deprecations', () => {
    expect(api('Badge').slots).toEqual([
      { name: 'root', description: 'The component that renders the root.', defaultElement: 'span' },
      { name: 'badge', description: 'The component that renders the badge.', defaultElement: 'span' },
    ]);
    const modal = api('Modal');
    expect(modal.slots).toEqual([
      { name: 'root', description: 'The component that renders the root.', defaultElement: 'div' },
      { name: 'backdrop', description: 'The component that renders the backdrop.' },
    ]);
    expect(prop(modal, 'BackdropComponent')?.deprecated).toMatch(/^Use `slots.backdrop` instead\./);
    expect(prop(modal, 'onClose')?.type).toBe("(event: {}, reason: 'backdropClick' | 'escapeKeyDown') => void");
    expect(prop(modal, 'open')?.required).toBe(true);
  });

  it('Accordion: a `{Name}Slots` interface and helper-typed slot props', () => {
    const doc = api('Accordion');
    expect(doc.slots).toEqual([expect.objectContaining({ name: 'transition', defaultElement: 'Collapse' })]);
    expect(prop(doc, 'slots')?.type).toBe('AccordionSlots');
    expect(doc.inheritsFrom?.name).toBe('Paper');
  });

  it('Tooltip, Dialog, Drawer, Select: inheritance and required props', () => {
    const tooltip = api('Tooltip');
    expect(prop(tooltip, 'title')?.required).toBe(true);
    expect(tooltip.slots.map((slot) => slot.name)).toEqual(['popper', 'transition', 'tooltip', 'arrow']);
    const dialog = api('Dialog');
    expect(dialog.inheritsFrom).toEqual({ name: 'Modal', path: '/material-ui/api/modal/' });
    expect(prop(dialog, 'keepMounted')).toBeUndefined();
    expect(prop(dialog, 'maxWidth')).toMatchObject({ type: 'Breakpoint | false', default: "'sm'" });
    // Drawer has no "inherits" line: Modal contributes most of the props it accepts.
    expect(api('Drawer').inheritsFrom).toEqual({ name: 'Modal', path: '/material-ui/api/modal/' });
    expect(api('Select').inheritsFrom?.name).toBe('OutlinedInput');
    expect(prop(api('Select'), 'variant')?.default).toBe("'outlined'");
  });

  it('Grid, Unstable_Grid2, Stack, Box: layout components whose system props are not listed one by one', () => {
    expect(prop(api('Grid'), 'xs')).toMatchObject({ type: 'boolean | GridSize', default: 'false' });
    const grid2 = api('Unstable_Grid2');
    expect(grid2.importPaths).toEqual([
      "import Grid2 from '@mui/material/Unstable_Grid2';",
      "import { Unstable_Grid2 as Grid2 } from '@mui/material';",
    ]);
    expect(className(grid2, 'root')).toBe('MuiGrid2-root');
    expect(prop(grid2, 'columns')).toMatchObject({ default: '12' });
    const stack = api('Stack');
    expect(stack.props.map((entry) => entry.name)).toEqual([
      'children',
      'component',
      'direction',
      'divider',
      'spacing',
      'sx',
      'useFlexGap',
    ]);
    expect(stack.classes).toEqual([{ key: 'root', className: 'MuiStack-root', description: 'Styles applied to the root element.' }]);
    expect(api('Box').props.map((entry) => entry.name)).toEqual(['component', 'sx']);
    // They take them all, which the page says once.
    for (const name of ['Box', 'Stack', 'Grid', 'Unstable_Grid2', 'Typography']) expect(api(name).systemProps, name).toBe(true);
    for (const name of ['Button', 'Container', 'Paper']) expect(api(name).systemProps, name).toBeUndefined();
  });

  it('Typography, Tabs, Chip, Avatar, Popper, Checkbox: assorted types', () => {
    expect(prop(api('Typography'), 'variant')).toMatchObject({ type: "Variant | 'inherit'", default: "'body1'" });
    expect(prop(api('Tabs'), 'orientation')).toMatchObject({ type: "'horizontal' | 'vertical'", default: "'horizontal'" });
    expect(prop(api('Chip'), 'variant')).toMatchObject({ type: "'filled' | 'outlined'", default: "'filled'" });
    expect(className(api('Avatar'), 'colorDefault')).toBe('MuiAvatar-colorDefault');
    const popper = api('Popper');
    expect(prop(popper, 'placement')).toMatchObject({ default: "'bottom'" });
    expect(prop(popper, 'component')?.type).toBe('React.ElementType<any, keyof React.JSX.IntrinsicElements>');
    // `SwitchBaseProps['checked']` is shown as what it resolves to.
    expect(prop(api('Checkbox'), 'checked')?.type).toBe('boolean');
    expect(prop(api('Checkbox'), 'tabIndex')).toBeUndefined();
  });
});

describe('apiPagePath', () => {
  it('builds the API page path of a component', () => {
    expect(apiPagePath('@mui/material', 'ButtonBase')).toBe('/material-ui/api/button-base/');
    expect(apiPagePath('@mui/material', 'Unstable_Grid2')).toBe('/material-ui/api/grid-2/');
    expect(apiPagePath('@mui/joy', 'ListItemButton')).toBe('/joy-ui/api/list-item-button/');
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractComponentApi, listComponents } from './extract';
import { extractHookApi, listHooks } from './hooks';

// @mui/base 5.0.0-beta.36 exports its components and hooks by name only: these are facts of that package.
const base = fileURLToPath(new URL('../../node_modules/@mui/base', import.meta.url));

describe('a package with named exports (@mui/base)', () => {
  it('lists the documented components, not providers, helpers or @ignore ones', () => {
    const components = listComponents(base);
    expect(components).toContain('Button');
    expect(components).toContain('Unstable_NumberInput');
    expect(components).toContain('CssTransition');
    for (const hidden of ['TablePaginationActions', 'ClassNameConfigurator', 'MenuProvider', 'ModalManager', 'prepareForSlot']) {
      expect(components).not.toContain(hidden);
    }
    expect(components).toHaveLength(30);
  });

  it('lists the hooks of the main entry and of use… folders, without internal ones', () => {
    const hooks = listHooks(base);
    expect(hooks).toContain('useButton');
    expect(hooks).toContain('unstable_useModal');
    expect(hooks).toContain('useFormControlContext');
    expect(hooks).toContain('useTransitionTrigger');
    for (const hidden of ['useSlotProps', 'useRootElementName', 'useTabsContext', 'useList', 'useCompoundItem']) {
      expect(hooks).not.toContain(hidden);
    }
    expect(hooks).toHaveLength(24);
  });

  it('documents Button with named imports, its hook-level props and Base UI class names', () => {
    const doc = extractComponentApi(base, 'Button');
    expect(doc.importPaths).toEqual(["import { Button } from '@mui/base/Button';", "import { Button } from '@mui/base';"]);
    expect(doc.props.find((prop) => prop.name === 'focusableWhenDisabled')?.default).toBe('false');
    expect(doc.classes.map((entry) => entry.className)).toEqual([
      'base-Button-root',
      'base--active',
      'base--disabled',
      'base--focusVisible',
    ]);
    expect(doc.slots.map((slot) => slot.name)).toEqual(['root']);
  });

  it('documents a hook with its parameters and returned fields', () => {
    const doc = extractHookApi(base, 'useButton');
    expect(doc.importPaths[0]).toBe("import { useButton } from '@mui/base/useButton';");
    expect(doc.parameters.map((entry) => entry.name)).toContain('focusableWhenDisabled');
    expect(doc.returnValue.map((entry) => entry.name)).toEqual(['active', 'focusVisible', 'getRootProps', 'rootRef', 'setFocusVisible']);
    expect(extractHookApi(base, 'useTransitionTrigger').importPaths).toEqual([
      "import { useTransitionTrigger } from '@mui/base/useTransition';",
    ]);
  });
});

import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { componentSummary, inheritedComponent, readJsDoc } from './jsdoc';

function firstMember(source: string): ts.Node {
  const file = ts.createSourceFile('/virtual.d.ts', source, ts.ScriptTarget.ES2022, true);
  const declaration = file.statements[0] as ts.InterfaceDeclaration;
  return declaration.members[0];
}

describe('readJsDoc', () => {
  it('splits the free text from the tags and keeps Markdown', () => {
    const doc = readJsDoc(
      firstMember(`interface P {
  /**
   * The color of the component.
   * See the [palette guide](/material-ui/customization/palette/).
   * @default 'primary'
   * @deprecated Use \`tone\` instead.
   */
  color?: string;
}`),
    );
    expect(doc.description).toBe('The color of the component.\nSee the [palette guide](/material-ui/customization/palette/).');
    expect(doc.tags.get('default')).toBe("'primary'");
    expect(doc.tags.get('deprecated')).toBe('Use `tone` instead.');
  });

  it('keeps the indentation of multi-line tag values', () => {
    const doc = readJsDoc(
      firstMember(`interface P {
  /**
   * Scales the value.
   * @default function Identity(x) {
   *   return x;
   * }
   */
  scale?: (x: number) => number;
}`),
    );
    expect(doc.tags.get('default')).toBe('function Identity(x) {\n  return x;\n}');
  });

  it('reads nothing from an undocumented node', () => {
    expect(readJsDoc(firstMember('interface P { a: string }'))).toEqual({ description: '', tags: new Map() });
    expect(readJsDoc(undefined).description).toBe('');
  });
});

describe('componentSummary', () => {
  it('drops the generated Demos and API lists', () => {
    const text =
      'A button.\n\nDemos:\n\n- [Button](https://mui.com/material-ui/react-button/)\n\nAPI:\n\n- [Button API](https://mui.com/material-ui/api/button/)';
    expect(componentSummary(text)).toBe('A button.');
    expect(componentSummary('Demos:\n\n- [Stack](https://mui.com/material-ui/react-stack/)')).toBe('');
    expect(componentSummary('No lists here.')).toBe('No lists here.');
  });
});

describe('inheritedComponent', () => {
  it('reads the "inherits" line of the API list', () => {
    expect(
      inheritedComponent(
        'API:\n\n- [Button API](https://mui.com/material-ui/api/button/)\n- inherits [ButtonBase API](https://mui.com/material-ui/api/button-base/)',
      ),
    ).toEqual({
      name: 'ButtonBase',
      path: '/material-ui/api/button-base/',
    });
    expect(
      inheritedComponent('- inherits [Transition API](http://reactcommunity.org/react-transition-group/transition/#Transition-props)'),
    ).toEqual({
      name: 'Transition',
      path: 'http://reactcommunity.org/react-transition-group/transition/#Transition-props',
    });
    expect(inheritedComponent('API:\n\n- [Stack API](https://mui.com/material-ui/api/stack/)')).toBeUndefined();
  });
});

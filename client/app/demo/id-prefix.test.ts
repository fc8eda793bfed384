import { describe, expect, it } from 'vitest';
import { demoIdPrefix } from './id-prefix';

describe('demoIdPrefix', () => {
  it('gives each demo of a page its own prefix, from its name', () => {
    expect(demoIdPrefix('material-ui/react-button/BasicButtons')).toBe('BasicButtons-');
    expect(demoIdPrefix('joy-ui/react-accordion/AccordionBasic')).not.toBe(demoIdPrefix('joy-ui/react-accordion/AccordionControlled'));
  });

  it('keeps only characters that are safe in an id and a selector', () => {
    expect(demoIdPrefix('x/Odd name.demo')).toBe('Oddnamedemo-');
    expect(demoIdPrefix('x/')).toBe('demo-');
  });
});

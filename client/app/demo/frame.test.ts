import { describe, expect, it } from 'vitest';
import { demoFrameKind } from './frame';

describe('demoFrameKind', () => {
  it('gives Joy UI pages and their demos Joy theming, everything else Material UI theming', () => {
    expect(demoFrameKind('joy-ui/react-button/BasicButtons')).toBe('joy');
    expect(demoFrameKind('/joy-ui/react-button')).toBe('joy');
    expect(demoFrameKind('material-ui/react-button/ButtonVariants')).toBe('material');
    expect(demoFrameKind('/experiments/joy-ui/demo')).toBe('material');
  });
});

import { describe, expect, it } from 'vitest';
import { demoFrameKind } from './frame';

describe('demoFrameKind', () => {
  it('gives Joy UI pages and their demos Joy theming, everything else Material UI theming', () => {
    expect(demoFrameKind('joy-ui/react-button/BasicButtons')).toBe('joy');
    expect(demoFrameKind('/joy-ui/react-button')).toBe('joy');
    expect(demoFrameKind('material-ui/react-button/ButtonVariants')).toBe('material');
    expect(demoFrameKind('/experiments/joy-ui/demo')).toBe('material');
  });
  it("gives the Data Grid's pages and demos the grid's frame, and no other MUI X page", () => {
    expect(demoFrameKind('x/react-data-grid/InventoryGrid')).toBe('data-grid');
    expect(demoFrameKind('/x/react-data-grid')).toBe('data-grid');
    expect(demoFrameKind('/x/react-data-grid/editing')).toBe('data-grid');
    expect(demoFrameKind('/x/react-data-grid-group')).toBe('material');
    expect(demoFrameKind('/x/react-date-pickers')).toBe('material');
  });
});

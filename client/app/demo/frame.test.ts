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
    expect(demoFrameKind('experiments/docs/data-grid-premium/PremiumReportGrid')).toBe('data-grid');
    expect(demoFrameKind('/experiments/docs/data-grid-premium')).toBe('data-grid');
    expect(demoFrameKind('/experiments/docs/demos')).toBe('material');
    expect(demoFrameKind('/x/react-date-pickers')).toBe('pickers');
  });

  it('gives the Date and Time Pickers pages and their migration guides the pickers frame', () => {
    expect(demoFrameKind('x/react-date-pickers/date-picker/BasicDatePicker')).toBe('pickers');
    expect(demoFrameKind('/x/react-date-pickers')).toBe('pickers');
    expect(demoFrameKind('/x/migration/migration-pickers-v5')).toBe('pickers');
    expect(demoFrameKind('/x/migration/migration-data-grid-v5')).toBe('material');
    expect(demoFrameKind('/x/react-data-grid/editing')).toBe('data-grid');
  });
});

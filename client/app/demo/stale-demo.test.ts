import { describe, expect, it } from 'vitest';
import { markStale, STALE_DEMO_MARKER } from './stale-demo';

describe('markStale', () => {
  it('puts an inert marker before the build’s HTML, which stays whole', () => {
    const html = '<div class="MuiBox-root">Jalali date</div>';
    expect(markStale(html)).toBe(`${STALE_DEMO_MARKER}${html}`);
    expect(STALE_DEMO_MARKER).toMatch(/^<template data-demo-stale=""><\/template>$/);
  });
});

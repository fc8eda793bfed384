import { describe, expect, it } from 'vitest';
import { scrollTopToReveal } from './menu-scroll';

describe('scrollTopToReveal', () => {
  it('leaves a visible entry where it is', () => {
    expect(scrollTopToReveal(100, 32, 0, 800)).toBeNull();
    expect(scrollTopToReveal(900, 32, 500, 800)).toBeNull();
  });

  it('centers an entry below the visible part', () => {
    // The Tooltip entry of a long menu, 1,084 px down in an 844 px column.
    expect(scrollTopToReveal(1084, 32, 0, 844)).toBe(678);
  });

  it('centers an entry above the visible part, never past the top', () => {
    expect(scrollTopToReveal(600, 32, 1200, 800)).toBe(216);
    expect(scrollTopToReveal(10, 32, 200, 800)).toBe(0);
  });

  it('counts a partly hidden entry as hidden', () => {
    expect(scrollTopToReveal(790, 32, 0, 800)).toBe(406);
  });
});

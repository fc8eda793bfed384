import { describe, expect, it } from 'vitest';
import { parseCodeHash } from './code-preferences';

describe('parseCodeHash', () => {
  it.each([
    ['#basic-buttons.js', { codeVariant: 'JS' }],
    ['#basic-buttons.tsx', { codeVariant: 'TS' }],
    ['basic-buttons.tsx', { codeVariant: 'TS' }],
    ['#tailwind-slider.tsx', { codeVariant: 'TS', codeStyling: 'Tailwind' }],
    ['#css-slider.js', { codeVariant: 'JS', codeStyling: 'CSS' }],
    ['#system-slider.js', { codeVariant: 'JS', codeStyling: 'MUI System' }],
    ['#tailwind-slider', {}],
    ['#usage', {}],
    ['#file.ts', {}],
    ['#x.jsx', {}],
    ['', {}],
    ['#<script>.js', { codeVariant: 'JS' }],
  ])('%s → %o', (hash, expected) => {
    expect(parseCodeHash(hash)).toEqual(expected);
  });
});

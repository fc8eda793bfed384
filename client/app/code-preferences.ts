import type { CodeStyling, CodeVariant } from './preferences';

const STYLING_PREFIXES: Record<string, CodeStyling> = { 'system-': 'MUI System', 'tailwind-': 'Tailwind', 'css-': 'CSS' };

/**
 * Reads a demo hash (`#basic-buttons.js`, `#tailwind-slider.tsx`): `.tsx` means
 * TS and `.js` means JS, and with such a hash a `system-`, `tailwind-` or
 * `css-` prefix selects the styling. Any other hash overrides nothing.
 */
export function parseCodeHash(hash: string): { codeVariant?: CodeVariant; codeStyling?: CodeStyling } {
  const id = hash.replace(/^#/, '');
  const codeVariant: CodeVariant | undefined = id.endsWith('.tsx') ? 'TS' : id.endsWith('.js') ? 'JS' : undefined;
  if (!codeVariant) return {};
  const prefix = Object.keys(STYLING_PREFIXES).find((candidate) => id.startsWith(candidate));
  return prefix ? { codeVariant, codeStyling: STYLING_PREFIXES[prefix] } : { codeVariant };
}

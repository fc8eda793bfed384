import type { DemoData } from '../page-data';
import type { CodeStyling } from '../preferences';

/**
 * A demo as the reader's code styling shows it: for a demo written in several
 * stylings, the chosen one's module, source and server HTML (the first one
 * written when the chosen styling has none); any other demo as it is.
 */
export function demoForStyling(demo: DemoData, styling: CodeStyling): DemoData {
  if (!demo.stylings?.length) return demo;
  const chosen = demo.stylings.find((variant) => variant.styling === styling) ?? demo.stylings[0];
  const { stylings: _stylings, ...rest } = demo;
  const picked: DemoData = { ...rest, id: chosen.id, code: chosen.code, stylings: demo.stylings };
  if (chosen.html !== undefined) picked.html = chosen.html;
  else delete picked.html;
  return picked;
}

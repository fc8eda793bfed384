/**
 * Demos the worker does not carry, with what they would add to its upload. The worker renders a demo only for a theme
 * the build did not (RTL, a language, density, spacing, colors); for these it sends the build's HTML as a placeholder
 * instead, which the browser replaces with its own render (`client/app/demo/stale-demo.ts`). Each is a demo whose own
 * library weighs more in the worker than the rest of its page: the calendars' date libraries serve one page.
 */
export const DEMOS_LEFT_TO_THE_BROWSER: ReadonlyMap<string, string> = new Map([
  ['x/react-date-pickers/calendar-systems/HijriDatePicker', 'moment and moment-hijri: 34 KB gzip'],
  ['x/react-date-pickers/calendar-systems/JalaliDatePicker', 'date-fns-jalali: 20 KB gzip'],
]);

/** The ids of that list that name no demo: a demo renamed or removed must leave it too. */
export function unknownDemosLeftToTheBrowser(demoIds: Iterable<string>): string[] {
  const known = new Set(demoIds);
  return [...DEMOS_LEFT_TO_THE_BROWSER.keys()].filter((id) => !known.has(id));
}

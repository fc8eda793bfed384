import type { Page } from 'playwright-core';

/** An element that moved in a layout shift, as the page saw it when the shift was reported. */
export interface ShiftSource {
  /** `tag.class` (the class cut to 60 characters). */
  element: string;
  /** The id of the demo it is in (its first element with an id), or `the page`. */
  demo: string;
  /** Whether it is inside an element that matches the selector given to `recordLayoutShifts`. */
  marked: boolean;
  /** Its box's top and height before and after, and the scroll position then. */
  moved: string;
}

/** A layout shift without recent input (the kind CLS counts). */
export interface RecordedShift {
  value: number;
  sources: ShiftSource[];
}

type ShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/**
 * Records the page's layout shifts from the start of its next document, each with what moved, described
 * when it moved (a node may be gone by the time a test reads them). `mark` is a selector for the part a
 * test is about: sources inside it are marked. Call before the page is opened; read with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page, mark = ':not(*)'): Promise<void> {
  await page.addInitScript((selector) => {
    const shifts: RecordedShift[] = [];
    (window as unknown as { __shifts: RecordedShift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            return {
              element: `${element?.tagName.toLowerCase()}.${String(element?.className).slice(0, 60)}`,
              demo: element?.closest('.demo')?.querySelector('[id]')?.id ?? 'the page',
              marked: Boolean(element?.closest(selector)),
              moved: `${a.y.toFixed(0)}+${a.height.toFixed(0)} → ${b.y.toFixed(0)}+${b.height.toFixed(0)} at scrollY ${scrollY}`,
            };
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, mark);
}

/** The shifts recorded so far (`recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: RecordedShift[] }).__shifts);
}

/** The page's cumulative layout shift so far, as the browser scored each shift. */
export const totalShift = (shifts: readonly RecordedShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Each shift on a line: its value and what moved, for a failure message. */
export const describeShifts = (shifts: readonly RecordedShift[]) =>
  shifts.map(
    (shift) =>
      `${shift.value.toFixed(4)} ${shift.sources.map((source) => `${source.element} in ${source.demo}: ${source.moved}`).join('; ')}`,
  );

// The Lighthouse targets `npm run lighthouse` checks, and what a row misses.
import type { Category, Preset, RunSummary } from './summary';

/** Pages heavy enough (many live demos) that performance 98 is their target instead of 100. */
export const HEAVY_LIGHTHOUSE_PAGES: ReadonlySet<string> = new Set(['/material-ui/react-autocomplete', '/material-ui/react-button']);

export const TARGETS = {
  /** Performance score of a heavy page, and of every other page. */
  performanceHeavy: 98,
  performance: 100,
  /** Mobile preset only (simulated slow 4G, 4× CPU slowdown). */
  mobileTbtMs: 50,
  mobileLcpMs: 1200,
  /** Both presets. */
  cls: 0.01,
  /** Accessibility, best practices and SEO. */
  otherCategories: 100,
} as const;

export interface Miss {
  /** What missed, with the figure and the target: "performance 97 < 98". */
  text: string;
  /** The categories whose failing audits explain it. */
  categories: Category[];
}

/** The targets a page's median run misses (none: it passes). */
export function missedTargets(page: string, preset: Preset, run: RunSummary): Miss[] {
  // A run that could not load the page has no figures to compare.
  if (run.runtimeError) return [{ text: `Lighthouse error ${run.runtimeError}`, categories: [] }];
  const misses: Miss[] = [];
  const performanceTarget = HEAVY_LIGHTHOUSE_PAGES.has(page) ? TARGETS.performanceHeavy : TARGETS.performance;
  const performance = (text: string) => misses.push({ text, categories: ['performance'] });
  if (!(run.scores.performance >= performanceTarget)) performance(`performance ${run.scores.performance} < ${performanceTarget}`);
  if (preset === 'mobile' && !(run.tbtMs <= TARGETS.mobileTbtMs))
    performance(`TBT ${Math.round(run.tbtMs)} ms > ${TARGETS.mobileTbtMs} ms`);
  if (preset === 'mobile' && !(run.lcpMs <= TARGETS.mobileLcpMs))
    performance(`LCP ${Math.round(run.lcpMs)} ms > ${TARGETS.mobileLcpMs} ms`);
  if (!(run.cls <= TARGETS.cls)) performance(`CLS ${run.cls.toFixed(3)} > ${TARGETS.cls}`);
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    const score = run.scores[category];
    if (!(score >= TARGETS.otherCategories))
      misses.push({ text: `${category} ${score} < ${TARGETS.otherCategories}`, categories: [category] });
  }
  return misses;
}

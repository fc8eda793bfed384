// One Lighthouse run reduced to the figures `npm run lighthouse` reports.
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export type Preset = 'mobile' | 'desktop';

/** Category ids as Lighthouse names them. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface RunSummary {
  /** Category scores, 0–100 (NaN when the category did not run). */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Time to Interactive: with FCP, what Lighthouse's own median-run choice goes by. */
  ttiMs: number;
  cls: number;
  scriptRequests: number;
  scriptKb: number;
  requests: number;
  /** Per category, the audits that lost points (score < 1; informative, manual and not-applicable ones left out). */
  failingAudits: Record<Category, string[]>;
  /** Set when Lighthouse could not load or audit the page. */
  runtimeError?: string;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const UNSCORED = new Set(['informative', 'manual', 'notApplicable']);

function failingAudits(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && !UNSCORED.has(audit.scoreDisplayMode) && (audit.score === null || audit.score < 1))
    .map((audit) => (audit.scoreDisplayMode === 'error' ? `${audit.id} (error)` : audit.id));
}

/** The figures of one report. */
export function summarize(lhr: Result): RunSummary {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const byCategory = <T>(pick: (category: Category) => T) =>
    Object.fromEntries(CATEGORIES.map((category) => [category, pick(category)])) as Record<Category, T>;
  return {
    scores: byCategory((category) => {
      const score = lhr.categories[category]?.score;
      return typeof score === 'number' ? Math.round(score * 100) : NaN;
    }),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    ttiMs: numeric('interactive'),
    cls: numeric('cumulative-layout-shift'),
    scriptRequests: scripts.length,
    scriptKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    requests: requests.length,
    failingAudits: byCategory((category) => failingAudits(lhr, category)),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/**
 * The median run, chosen as Lighthouse itself chooses it (`computeMedianRun`, the way its
 * documentation on variability recommends): the run nearest to the median FCP and the median
 * TTI, the earliest and latest moments of the load, rather than the middle of one score, which a
 * single outlying metric can decide. Runs that failed with a Lighthouse error, or lack either
 * figure, count only when every run did.
 */
export function medianRun<T extends RunSummary>(runs: readonly T[]): T {
  const completed = runs.filter((run) => !run.runtimeError && Number.isFinite(run.fcpMs) && Number.isFinite(run.ttiMs));
  if (completed.length === 0) return runs[0];
  // computeMedianRun reads only these two audits' numeric values from each report.
  const reports = completed.map((run) => ({
    audits: { 'first-contentful-paint': { numericValue: run.fcpMs }, interactive: { numericValue: run.ttiMs } },
  }));
  return completed[reports.indexOf(computeMedianRun(reports as unknown as Result[]) as unknown as (typeof reports)[number])];
}

// One Lighthouse run reduced to the figures `npm run lighthouse` reports.
import type { Result } from 'lighthouse';

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
    cls: numeric('cumulative-layout-shift'),
    scriptRequests: scripts.length,
    scriptKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    requests: requests.length,
    failingAudits: byCategory((category) => failingAudits(lhr, category)),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/**
 * The median run: runs ordered from worst to best by performance score, then
 * by LCP (a longer LCP is worse), and the middle one taken (the worse of the
 * two middles for an even count, so a flattering outlier never decides).
 * Runs that failed with a Lighthouse error count only when every run did.
 */
export function medianRun<T extends RunSummary>(runs: readonly T[]): T {
  const completed = runs.filter((run) => !run.runtimeError);
  if (completed.length === 0) return runs[0];
  const ordered = completed.sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  return ordered[Math.floor((ordered.length - 1) / 2)];
}

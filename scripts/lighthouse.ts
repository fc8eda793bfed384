// `npm run lighthouse`: Lighthouse (mobile and desktop presets) on the built
// site served by wrangler dev, a few runs per page, the median run reported
// against the targets of docs/performance.md. Full reports go to dist/lighthouse/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS } from '../test/browser/browser';
import { startWrangler } from './dev-server';
import { medianRun, summarize, type Preset, type RunSummary } from './lighthouse/summary';
import { missedTargets, TARGETS } from './lighthouse/targets';
import { exitOnSignals } from './measure/exit-on-signals';
import { markdownTable } from './measure/markdown';
import { existingPages, HEAVY_PAGES } from './measure/site-pages';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8811);
/** Tries per run when Lighthouse reports an error of its own. */
const ATTEMPTS = 3;
/** LIGHTHOUSE_TRACES=1 keeps each run's trace beside its report, to open in DevTools' Performance panel. */
const KEEP_TRACES = process.env.LIGHTHOUSE_TRACES === '1';
const REPORT_ONLY = process.env.LIGHTHOUSE_REPORT_ONLY === '1';
const REPORTS = join(import.meta.dirname, '../dist/lighthouse');
const PAGES = existingPages(
  process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [
    HEAVY_PAGES.componentWithManyDemos,
    HEAVY_PAGES.heaviestComponent,
    HEAVY_PAGES.api,
    HEAVY_PAGES.guide,
    HEAVY_PAGES.home,
  ],
);
// The mobile preset is Lighthouse's default config; both emulate an ordinary
// Chrome user agent (no "HeadlessChrome"), so the site treats the run as a reader, not a bot.
const PRESETS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };
/** LIGHTHOUSE_PRESETS=mobile repeats only the preset under study. */
const RUN_PRESETS = (['mobile', 'desktop'] as const).filter((preset) =>
  (process.env.LIGHTHOUSE_PRESETS?.split(',') ?? [preset]).includes(preset),
);

let chrome: LaunchedChrome | undefined;
process.on('exit', () => chrome?.kill());
exitOnSignals();

/** One Lighthouse run in a fresh Chromium; the full report is written beside the others. */
async function runOnce(url: string, preset: Preset, reportName: string): Promise<RunSummary> {
  chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, PRESETS[preset]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    writeFileSync(join(REPORTS, reportName), JSON.stringify(result.lhr, null, 1));
    if (KEEP_TRACES) writeFileSync(join(REPORTS, reportName.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
    return summarize(result.lhr);
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

/** Whether the server still answers: a Lighthouse error with a dead server would repeat for every run left. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/robots.txt`)).ok;
  } catch {
    return false;
  }
}

const slug = (page: string) => page.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'home';
const rounded = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');

mkdirSync(REPORTS, { recursive: true });
let server = await startWrangler(PORT, { production: true });
const rows: { page: string; preset: Preset; run: RunSummary; runs: RunSummary[] }[] = [];
try {
  for (const page of PAGES) {
    for (const preset of RUN_PRESETS) {
      const runs: RunSummary[] = [];
      for (let i = 1; i <= RUNS; i++) {
        let run: RunSummary;
        // Lighthouse itself says to run again after a trace it could not record (NO_NAVSTART and the like).
        // A Chromium that dies mid-run ("Target closed") throws instead: that run is tried again too.
        // Either way, a server that stopped answering is started again first.
        for (let attempt = 1; ; attempt++) {
          try {
            run = await runOnce(`${server.url}${page}`, preset, `${slug(page)}.${preset}.${i}.json`);
            const failure = run.runtimeError;
            console.error(
              `${page} ${preset} run ${i}/${RUNS}: ${failure ?? `performance ${run.scores.performance}, LCP ${rounded(run.lcpMs)} ms, TBT ${rounded(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`}`,
            );
            if (!failure || attempt === ATTEMPTS) break;
          } catch (error) {
            if (attempt === ATTEMPTS) throw error;
            console.error(`${page} ${preset} run ${i}/${RUNS}: ${String(error)}; trying again`);
          }
          if (!(await answers(server.url))) {
            // Something ended it (on a shared machine, a broad `pkill workerd` elsewhere does): start it again.
            console.error(`wrangler dev at ${server.url} stopped answering; starting it again`);
            server.stop();
            server = await startWrangler(PORT, { production: true });
          }
        }
        runs.push(run);
      }
      rows.push({ page, preset, run: medianRun(runs), runs });
    }
  }
} finally {
  server.stop();
}

console.log(
  `\nThe median of ${RUNS} runs per row, as Lighthouse picks it (the run nearest the median FCP and TTI), with every run's TBT beside it; full reports in dist/lighthouse/.\n`,
);
console.log(
  markdownTable(
    [
      { title: 'page' },
      { title: 'preset' },
      ...['performance', 'accessibility', 'best practices', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', "each run's TBT ms", 'CLS'].map(
        (title) => ({
          title,
          numeric: true,
        }),
      ),
      ...['script requests', 'JS transferred KB', 'requests'].map((title) => ({ title, numeric: true })),
    ],
    rows.map(({ page, preset, run, runs }) => [
      page,
      preset,
      run.scores.performance,
      run.scores.accessibility,
      run.scores['best-practices'],
      run.scores.seo,
      rounded(run.fcpMs),
      rounded(run.lcpMs),
      rounded(run.tbtMs),
      runs.map((each) => rounded(each.tbtMs)).join(', '),
      run.cls.toFixed(3),
      run.scriptRequests,
      run.scriptKb.toFixed(1),
      run.requests,
    ]),
  ),
);

console.log(
  `\nTargets: performance ≥ ${TARGETS.performanceHeavy} on the heavy component pages and ${TARGETS.performance} elsewhere; ` +
    `mobile TBT ≤ ${TARGETS.mobileTbtMs} ms and LCP ≤ ${TARGETS.mobileLcpMs} ms; CLS ≤ ${TARGETS.cls}; ` +
    `accessibility, best practices and SEO ${TARGETS.otherCategories}.`,
);
const missed = rows.map((row) => ({ ...row, misses: missedTargets(row.page, row.preset, row.run) })).filter((row) => row.misses.length > 0);
for (const { page, preset, run, misses } of missed) {
  console.log(`\n- ${page} (${preset}) misses: ${misses.map((miss) => miss.text).join('; ')}`);
  for (const category of new Set(misses.flatMap((miss) => miss.categories))) {
    const audits = run.failingAudits[category];
    console.log(`  - ${category} audits losing points: ${audits.length > 0 ? audits.join(', ') : '(none scored below 1)'}`);
  }
}
if (missed.length === 0) {
  console.log('\nEvery row meets its targets.');
} else {
  console.log(`\n${missed.length} of ${rows.length} rows miss a target${REPORT_ONLY ? ' (LIGHTHOUSE_REPORT_ONLY=1: not failing)' : ''}.`);
  if (!REPORT_ONLY) process.exitCode = 1;
}

// `npm run bench:navigation`: click to new page in Chromium, for in-place
// navigation through the menu, measured by the client's own performance marks
// (from the click handler to the new page committed, title and focus set).
import { launchChromium } from '../test/browser/browser';
import { startWrangler } from './dev-server';

const LINKS = [
  '/material-ui/getting-started/installation',
  '/material-ui/getting-started/usage',
  '/material-ui/getting-started/example-projects',
  '/material-ui/getting-started/templates',
  '/material-ui/getting-started/learn',
  '/material-ui/getting-started/design-resources',
  '/material-ui/getting-started/faq',
  '/material-ui/getting-started/supported-components',
  '/material-ui/getting-started/supported-platforms',
  '/material-ui/getting-started/support',
];

const server = await startWrangler(Number(process.env.BENCH_PORT ?? 8798));
const browser = await launchChromium();
try {
  const results: Record<string, number[]> = { 'hovered first (prefetched)': [], 'clicked cold (no prefetch)': [] };
  for (const [label, hover] of [
    ['hovered first (prefetched)', true],
    ['clicked cold (no prefetch)', false],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${server.url}/material-ui/getting-started/overview`);
    await page.waitForSelector('html[data-hydrated="true"]');
    for (const href of LINKS) {
      const link = page.locator(`aside a[href="${href}"]`);
      if (hover) {
        await link.hover();
        await page.waitForTimeout(150); // a reader's hover lasts at least this long before a click
        await link.click();
      } else {
        await link.evaluate((element: HTMLElement) => element.click()); // no pointer, so no prefetch
      }
      await page.waitForFunction((path) => location.pathname === path && document.activeElement?.id === 'page-title', href);
      const duration = await page.evaluate(() => performance.getEntriesByName('docs-nav').at(-1)!.duration);
      results[label].push(duration);
    }
    await page.close();
  }
  console.log('\n| click to new page | median ms | worst ms | samples |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [label, samples] of Object.entries(results)) {
    const sorted = [...samples].sort((a, b) => a - b);
    console.log(`| ${label} | ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} | ${sorted.length} |`);
  }
} finally {
  await browser.close();
  server.stop();
}

import { launchChromium, PERSON_UA } from '../test/browser/browser';
import { startLocalWorker } from './local-worker';
const server = await startLocalWorker(8798);
const browser = await launchChromium();
for (let run = 0; run < Number(process.env.N ?? 6); run++) {
  const context = await browser.newContext({ userAgent: PERSON_UA, viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as any).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        if (e.hadRecentInput) continue;
        const src = (e.sources ?? []).map((s: any) => { const n = s.node as Element | null; const demo = n?.closest?.('.demo'); return `${n?.nodeName}.${(n as Element)?.className?.toString().slice(0, 40)} in ${demo?.id ?? demo?.getAttribute('data-demo') ?? '-'} ${JSON.stringify(s.previousRect?.toJSON?.())}->${JSON.stringify(s.currentRect?.toJSON?.())}`; });
        shifts.push(`${e.value.toFixed(4)} @${e.startTime.toFixed(0)} scrollY=${scrollY} ${src.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${server.url}${process.argv[2]}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  for (;;) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight / 2);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) break;
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => (window as any).__shifts as string[]);
  console.log(`run ${run}: ${shifts.length} shifts`, shifts.join('\n   '));
  await context.close();
}
await browser.close();
await server.stop();

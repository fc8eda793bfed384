import { launchChromium, PERSON_UA } from '../test/browser/browser';
const url = process.argv[2];
const cuts: [string, string][] = JSON.parse(process.env.CUT ?? '[]');
const results: string[] = [];
for (let i = 0; i < Number(process.env.N ?? 4); i++) {
  const browser = await launchChromium();
  const context = await browser.newContext({ userAgent: PERSON_UA, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  await page.route((u) => u.pathname === new URL(url).pathname, async (route) => {
    const r = await route.fetch();
    let body = await r.text();
    for (const [pattern, replacement] of cuts) body = body.replace(new RegExp(pattern, 'g'), replacement);
    await route.fulfill({ response: r, body });
  });
  await page.goto('about:blank');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(800);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as any[];
  const first = events.filter((e) => e.name === 'Layout' && e.dur > 1500)[0];
  const style = events.filter((e) => e.name === 'UpdateLayoutTree' && e.dur > 1500)[0];
  results.push(`${first ? (first.dur / 1000).toFixed(1) + '(' + first.args?.beginData?.totalObjects + ')' : '-'}/${style ? (style.dur / 1000).toFixed(1) : '-'}`);
  await browser.close();
}
console.log(process.env.LABEL ?? '', 'first layout(objects)/style:', results.join(' '));

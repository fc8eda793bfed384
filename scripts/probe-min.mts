import { launchChromium, PERSON_UA } from '../test/browser/browser';
for (let i = 0; i < 4; i++) {
  const browser = await launchChromium();
  const page = await (await browser.newContext({ userAgent: PERSON_UA, viewport: { width: 412, height: 823 } })).newPage();
  await page.goto('about:blank');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const body = process.env.KIND === 'empty' ? '<div></div>' : Array.from({ length: 60 }, (_, k) => `<p>Paragraph ${k} with some ordinary words in it, to be shaped and wrapped.</p>`).join('');
  await page.setContent(`<!doctype html><html><head><style>body{font-family:${process.env.FONT ?? 'sans-serif'}}</style></head><body>${body}</body></html>`);
  await page.waitForTimeout(300);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as any[];
  console.log(events.filter((e) => e.name === 'Layout' && e.dur > 300).map((e) => `${(e.dur / 1000).toFixed(1)}(${e.args?.beginData?.totalObjects})`).join(' '));
  await browser.close();
}

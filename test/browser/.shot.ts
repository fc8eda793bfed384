import { launchChromium, PERSON_UA } from './browser';
import { startWrangler } from '../../scripts/dev-server';
const server = await startWrangler(8831);
const browser = await launchChromium();
for (const [path, mode, file] of [['/joy-ui/integrations/icon-libraries', 'light', 'icons'], ['/joy-ui/react-button', 'dark', 'button-dark']] as const) {
  const context = await browser.newContext({ userAgent: PERSON_UA, viewport: { width: 1350, height: 1000 }, colorScheme: mode });
  const page = await context.newPage();
  await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.locator('.demo').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/${file}.png` });
  await context.close();
}
await browser.close();
server.stop();

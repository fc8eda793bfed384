import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const shots = JSON.parse(process.argv[2]);
for (const { path, name, width = 1400, mode, cookies = [], js = true, settings } of shots) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, colorScheme: 'light' });
  if (cookies.length) await context.addCookies(cookies.map(([n, v]) => ({ name: n, value: v, url: 'http://127.0.0.1:8787' })));
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  if (mode) await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
  await page.goto('http://127.0.0.1:8787' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  if (settings) { await page.click('button[aria-label="Settings"]'); await page.waitForTimeout(500); }
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(name, JSON.stringify(errors));
  await context.close();
}
await browser.close();

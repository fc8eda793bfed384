// The Date and Time Pickers' pages through the worker: every page answers with its h1, the build's
// pre-rendered demos carry English dates, and the worker renders the demos again for the /zh and
// /pt prefixes (the page language's Day.js locale and MUI X texts) and for right to left.
import { describe, expect, it } from 'vitest';
import site from '../../dist/generated/site.json';
import { get } from './helpers';

const pickerPages = site.pages.filter(
  (page) =>
    page.path === '/x/react-date-pickers' || page.path.startsWith('/x/react-date-pickers/') || page.path.startsWith('/x/migration/'),
);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('Date and Time Pickers pages', () => {
  it('include the guides, the component pages and the migration guides', () => {
    const paths = pickerPages.map((page) => page.path);
    for (const path of [
      '/x/react-date-pickers/date-picker',
      '/x/react-date-pickers/date-range-picker',
      '/x/react-date-pickers/calendar-systems',
      '/x/migration/migration-pickers-v5',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it.each(pickerPages.map((page) => [page.path, page.title]))('%s answers 200 with its h1', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`>${escape(title)}</h1>`);
  });

  it.each([
    ['', 'April 2024'],
    ['/zh', '四月 2024'],
    ['/pt', 'abril 2024'],
  ])('renders the calendar demo of %s/x/react-date-pickers in the language of the page', async (prefix, header) => {
    const html = await (await get(`${prefix}/x/react-date-pickers`)).text();
    // The header of the inline calendar, whose value is April 17, 2024.
    expect(html).toMatch(new RegExp(`MuiPickersCalendarHeader-label[^>]*>${header}<`));
  });

  it('renders the pickers right to left for a reader who chose it', async () => {
    const html = await (await get('/x/react-date-pickers/date-picker', { headers: { Cookie: 'direction=rtl' } })).text();
    expect(html).toMatch(/class="[^"]*rtl-[^"]*MuiPickers/);
  });

  it.each(['', '/zh'])('renders the calendar systems demos of %s in their own calendars, whatever the page language', async (prefix) => {
    // Right-to-left fields wrap each section in Unicode isolates; without them the values read as written.
    const html = (await (await get(`${prefix}/x/react-date-pickers/calendar-systems`)).text()).replace(/[\u2066-\u2069]/g, '');
    // March 20, 2024: 1 Farvardin 1403 in the Jalali calendar, 10 Ramadan 1445 (in Arabic digits) in the Hijri one.
    expect(html).toContain('value="1403/01/01"');
    expect(html).toContain('value="١٤٤٥/٠٩/١٠"');
    expect(html).toMatch(/<div dir="rtl">/);
  });
});

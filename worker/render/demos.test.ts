import { describe, expect, it } from 'vitest';
import type { DemoData } from '../../client/app/page-data';
import { STALE_DEMO_MARKER } from '../../client/app/demo/stale-demo';
import { BUILD_THEME_INPUT, createDemoFragments } from './demos';

const calendar = {
  id: 'x/react-date-pickers/calendar-systems/JalaliDatePicker',
  html: '<div class="MuiFormControl-root">1403/01/01</div>',
} as DemoData;
const unbuilt = { id: 'material-ui/react-button/Nothing' } as DemoData;

describe('createDemoFragments for a demo the worker does not carry', () => {
  const pageDemoHtml = createDemoFragments(async () => ({}));

  it("sends the build's HTML as it is for the build's theme", async () => {
    expect(await pageDemoHtml([calendar], BUILD_THEME_INPUT)).toEqual({ [calendar.id]: calendar.html });
  });

  it("sends the build's HTML marked for the browser to replace, for any other theme", async () => {
    for (const input of [
      { ...BUILD_THEME_INPUT, direction: 'rtl' as const },
      { ...BUILD_THEME_INPUT, language: 'zh' as const },
      { ...BUILD_THEME_INPUT, dense: true },
    ]) {
      expect(await pageDemoHtml([calendar], input)).toEqual({ [calendar.id]: `${STALE_DEMO_MARKER}${calendar.html}` });
    }
  });

  it('sends nothing when the build rendered nothing either', async () => {
    expect(await pageDemoHtml([unbuilt], { ...BUILD_THEME_INPUT, dense: true })).toEqual({});
  });
});

describe("createDemoFragments for a page's default theme", () => {
  const style = '<style data-emotion="css 1ujsas3">.css-1ujsas3{color:red}</style>';
  const first = { id: 'material-ui/react-button/BasicButtons', html: `${style}<button class="css-1ujsas3">One</button>` } as DemoData;
  const second = { id: 'material-ui/react-button/TextButtons', html: `${style}<button class="css-1ujsas3">Two</button>` } as DemoData;
  const pageDemos = [first, second];

  it('assembles the fragments once per page and styling (repeated style tags dropped), then hands back the same ones', async () => {
    const pageDemoHtml = createDemoFragments(async () => ({}));
    const once = await pageDemoHtml(pageDemos, BUILD_THEME_INPUT, { pageDemos, styling: 'MUI System' });
    expect(once).toEqual({ [first.id]: first.html, [second.id]: '<button class="css-1ujsas3">Two</button>' });
    expect(await pageDemoHtml(pageDemos, BUILD_THEME_INPUT, { pageDemos, styling: 'MUI System' })).toBe(once);
    const otherStyling = await pageDemoHtml(pageDemos, BUILD_THEME_INPUT, { pageDemos, styling: 'CSS' });
    expect(otherStyling).not.toBe(once);
    expect(otherStyling).toEqual(once);
  });

  it('keeps nothing for another theme, nor for demos it was not told are the page’s own', async () => {
    const pageDemoHtml = createDemoFragments(async () => ({}));
    const rtl = { ...BUILD_THEME_INPUT, direction: 'rtl' as const };
    const calendars = [calendar];
    const a = await pageDemoHtml(calendars, rtl, { pageDemos: calendars, styling: 'MUI System' });
    expect(await pageDemoHtml(calendars, rtl, { pageDemos: calendars, styling: 'MUI System' })).not.toBe(a);
    const b = await pageDemoHtml(pageDemos, BUILD_THEME_INPUT);
    expect(await pageDemoHtml(pageDemos, BUILD_THEME_INPUT)).not.toBe(b);
  });
});

describe('createDemoFragments and the demo registry', () => {
  const rtl = { ...BUILD_THEME_INPUT, direction: 'rtl' as const };

  it("does not load the registry for the build's theme, and loads it once for the others", async () => {
    let loads = 0;
    const pageDemoHtml = createDemoFragments(async () => (loads++, {}));
    await pageDemoHtml([calendar], BUILD_THEME_INPUT);
    expect(loads).toBe(0);
    await Promise.all([pageDemoHtml([calendar], rtl), pageDemoHtml([calendar], { ...BUILD_THEME_INPUT, dense: true })]);
    await pageDemoHtml([calendar], rtl);
    expect(loads).toBe(1);
  });

  it('loads the registry again after a failed load', async () => {
    let loads = 0;
    const pageDemoHtml = createDemoFragments(async () => {
      if (loads++ === 0) throw new Error('registry unavailable');
      return {};
    });
    await expect(pageDemoHtml([calendar], rtl)).rejects.toThrow('registry unavailable');
    expect(await pageDemoHtml([calendar], rtl)).toEqual({ [calendar.id]: `${STALE_DEMO_MARKER}${calendar.html}` });
    expect(loads).toBe(2);
  });
});

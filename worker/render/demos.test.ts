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
  const pageDemoHtml = createDemoFragments({});

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

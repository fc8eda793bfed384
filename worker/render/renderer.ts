// Everything a page render needs and nothing else does: React's server renderer, the app's
// components, Material UI and Emotion. The app imports this module on its first render, so an
// isolate that only answers assets, kept pages, 304s, redirects or search JSON never compiles it.
import { preloadApiSections } from '../../client/app/api/loader';
import { demoForStyling } from '../../client/app/demo/stylings';
import type { PageModel } from '../../client/app/page-data';
import { createDemoFragments, type DemoFrameLoaders, type DemoLicense, type DemoRegistry, themeInputOf } from './demos';
import { renderDocument, type RenderedDocument, type RenderOptions } from './document';
import { pageDeferredStyles } from './deferred-styles';

export interface PageRendererOptions {
  demos: DemoRegistry;
  demoFrames?: DemoFrameLoaders;
  license?: DemoLicense;
}

export interface PageRenderer {
  /** Renders a page model, its demos' HTML taken from the build or rendered for the reader's theme. */
  render(model: PageModel, options: Omit<RenderOptions, 'demoHtml'>): Promise<RenderedDocument>;
  /** The style tags the page's inert previews are sent without (`/_demo-styles/…`). */
  deferredStyles(model: PageModel): Promise<[string, string][]>;
}

export async function createPageRenderer(options: PageRendererOptions): Promise<PageRenderer> {
  // API pages render their sections synchronously: their chunk is loaded before the first render.
  await preloadApiSections();
  const pageDemoHtml = createDemoFragments(options.demos, options.demoFrames, undefined, options.license);
  // A demo written in several code stylings is sent in the reader's (the cookie's) styling.
  const demoHtmlOf = (model: PageModel) =>
    pageDemoHtml(
      model.page.demos?.map((demo) => demoForStyling(demo, model.preferences.codeStyling)),
      themeInputOf(model.preferences, model.language),
      model.page.demos && { pageDemos: model.page.demos, styling: model.preferences.codeStyling },
    );
  return {
    async render(model, renderOptions) {
      const demoHtml = await demoHtmlOf(model);
      // The page links its deferred styles (for readers without JavaScript) only when it has some.
      const deferred = renderOptions.demoStyles && pageDeferredStyles(model.page, model.preferences.codeStyling, demoHtml).length > 0;
      return renderDocument(model, { ...renderOptions, demoHtml, demoStyles: deferred ? renderOptions.demoStyles : undefined });
    },
    async deferredStyles(model) {
      return pageDeferredStyles(model.page, model.preferences.codeStyling, await demoHtmlOf(model));
    },
  };
}

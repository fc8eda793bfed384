import type { PageModel } from '../app/page-data';
import { documentTitle } from '../app/title';
import { clickEventFrom, shouldReportVitals, userProperties } from './analytics';

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  }
}

/**
 * The global `gtag` (spec section 7). Events always reach `dataLayer`; the tag
 * script, and so any network call, loads only when an id is configured.
 */
export function installAnalytics(analyticsId: string, codeVariant: () => string): { pageView(model: PageModel): void } {
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  if (analyticsId) {
    window.gtag('config', analyticsId, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`;
    document.head.appendChild(script);
  }

  document.addEventListener('click', (event) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-ga-event-category]') : null;
    const click = element && clickEventFrom(element.dataset, Math.random());
    if (click) window.gtag('event', click.category, { eventAction: click.action, eventLabel: click.label });
  });

  if (shouldReportVitals(Math.random())) {
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const send = ({ name, delta, id }: { name: string; delta: number; id: string }) =>
        window.gtag('event', name, { value: Math.round(name === 'CLS' ? delta * 1000 : delta), metric_id: id, non_interaction: true });
      [onCLS, onFCP, onINP, onLCP, onTTFB].forEach((subscribe) => subscribe(send));
    });
  }

  return {
    pageView(model) {
      const scheme = document.documentElement.getAttribute('data-mui-color-scheme') ?? 'light';
      window.gtag(
        'set',
        'user_properties',
        userProperties({
          codeVariant: codeVariant(),
          language: model.language,
          devicePixelRatio: window.devicePixelRatio,
          systemDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
          chosenScheme: scheme,
        }),
      );
      window.gtag('event', 'page_view', {
        // The model's, not the document's: after a page change the title is set once the page has painted.
        page_title: documentTitle(model),
        page_location: new URL(model.href, model.config.siteOrigin).href,
        productId: model.productId,
        productCategoryId: model.productCategoryId,
      });
    },
  };
}

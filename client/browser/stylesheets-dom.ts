/**
 * Links a page's demo stylesheets that the document does not have yet (after
 * an in-place change to a page with Tailwind CSS or plain CSS demos), and
 * waits for them, at most `timeoutMs`, so its demos do not paint unstyled.
 * A linked stylesheet stays: its rules only match those demos' own classes.
 */
export function ensureStylesheets(hrefs: readonly string[] | undefined, timeoutMs = 3000): Promise<void> {
  const linked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
  );
  const loads = (hrefs ?? [])
    .filter((href) => !linked.has(href))
    .map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = link.onerror = () => resolve();
          document.head.append(link);
        }),
    );
  if (loads.length === 0) return Promise.resolve();
  return Promise.race([Promise.all(loads).then(() => {}), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

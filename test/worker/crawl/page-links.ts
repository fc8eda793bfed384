// What a crawler needs from one page: where its links go and which anchors it
// offers. Read with HTMLRewriter, the streaming parser the edge itself runs.

export interface PageLinks {
  /** Same-site link targets, as written (path, query and hash), from `<a href>`. */
  links: string[];
  /** Every `id` in the page: the anchors a `#fragment` may point at. */
  ids: Set<string>;
}

/**
 * Collects the internal links and the ids of an HTML response. Links inside a
 * live demo's preview are left out: they are the demo's sample content (a
 * breadcrumb's "Kitchen"), and the demos keep them from navigating.
 */
export async function readPageLinks(response: Response): Promise<PageLinks> {
  const links: string[] = [];
  const ids = new Set<string>();
  let inDemo = false;
  const rewriter = new HTMLRewriter()
    .on('[id]', {
      element(element) {
        ids.add(element.getAttribute('id')!);
      },
    })
    .on('.demo-preview', {
      element(element) {
        inDemo = true;
        element.onEndTag(() => {
          inDemo = false;
        });
      },
    })
    .on('a[href]', {
      element(element) {
        const href = element.getAttribute('href')!;
        if (!inDemo && isInternal(href)) links.push(href);
      },
    });
  await rewriter.transform(response).arrayBuffer();
  return { links, ids };
}

/** A link that stays on the site: a path (not `//host`) or a bare fragment. */
export function isInternal(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

/** Splits a link into the page it names (relative to `from`) and its fragment. */
export function splitLink(href: string, from: string): { path: string; fragment: string } {
  const url = new URL(href, `https://site.invalid${from}`);
  return { path: url.pathname, fragment: decodeURIComponent(url.hash.slice(1)) };
}

// Each demo's server HTML is rendered in a root of its own, with a fresh
// emotion cache, so it carries every style it needs; demos of one page share
// many (a Button's styles on a page of buttons). Once a page is assembled, a
// style tag that an earlier demo already wrote says nothing new: the browser
// applies the first, and the client's emotion cache marks every name it finds
// in the document as inserted, so a demo that hydrates later does not miss it.

const STYLE_TAG = /<style data-emotion="([^"]+)"[^>]*>[\s\S]*?<\/style>/g;

/** The fragments, in page order, without the style tags an earlier fragment already has. */
export function dropRepeatedStyleTags(fragments: readonly (readonly [string, string])[]): [string, string][] {
  const written = new Set<string>();
  return fragments.map(([id, html]) => [
    id,
    html.replace(STYLE_TAG, (tag, names: string) => {
      if (written.has(names)) return '';
      written.add(names);
      return tag;
    }),
  ]);
}

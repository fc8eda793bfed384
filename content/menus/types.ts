/** Plan badge of a paid MUI X feature. */
export type Plan = 'pro' | 'premium';

/**
 * One entry of a navigation tree (spec section 3, "Menu page entry").
 * A group carries `children` and a pseudo `pathname` that is never a page
 * (for example `/material-ui/getting-started-group`); a leaf is a page.
 */
export interface MenuPage {
  pathname: string;
  title?: string;
  /** Group heading shown above the children (for example `inputs`). */
  subheader?: string;
  children?: readonly MenuPage[];
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  legacy?: boolean;
  /** Name of a Material Icons ligature shown before top-level groups. */
  icon?: string;
  /** Extra anchor attributes; `href` makes the entry an external link. */
  linkProps?: { href?: string; target?: string; rel?: string };
}

/** A tree: the list of top-level entries of one section. */
export type MenuTree = readonly MenuPage[];

/** Leaf entries `${prefix}/${name}` whose titles the site derives from the path. */
export function leaves(prefix: string, names: readonly string[]): MenuTree {
  return names.map((name) => ({ pathname: `${prefix}/${name}` }));
}

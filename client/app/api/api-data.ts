/** A paid plan of MUI X. */
export type ApiPlan = 'pro' | 'premium';

/** The plan's name as its badges show it (the same word in every language of the site). */
export const PLAN_LABELS: Record<ApiPlan, string> = { pro: 'Pro', premium: 'Premium' };

/** A component's API reference as a page carries it: descriptions already HTML. */
export interface ApiReference {
  name: string;
  importPaths: string[];
  descriptionHtml: string;
  /** `path` is empty when the component's page is not on this site (Joy's Menu inherits Base UI's Popper). */
  inheritsFrom?: { name: string; path: string };
  /** It also takes every system property as a prop (Box, Stack, Grid, Typography). */
  systemProps?: boolean;
  /** The heading of `props` when they are an interface's members or a list of selectors (`Properties`, `Methods`). */
  membersTitle?: string;
  /** MUI X: the plan the component needs (its package is `…-pro` or `…-premium`). */
  plan?: ApiPlan;
  props: {
    name: string;
    type: string;
    default?: string;
    descriptionHtml: string;
    required: boolean;
    deprecated?: string;
    /** MUI X Data Grid: the plan a prop needs, on the pages of the grids that have it. */
    plan?: ApiPlan;
  }[];
  classes: { key: string; className: string; descriptionHtml: string }[];
  slots: { name: string; descriptionHtml: string; defaultElement?: string }[];
  /** Joy UI: the CSS variables the component declares (see scripts/api/css-variables.ts). */
  cssVariables?: { name: string; own: boolean; set: boolean; fallbacks: string[] }[];
}

/** A hook's API reference: its parameters and what it returns. */
export interface HookReference {
  name: string;
  importPaths: string[];
  descriptionHtml: string;
  parameters: ApiReference['props'];
  returnValue: ApiReference['props'];
}

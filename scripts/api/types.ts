// The JSON shape of one component's API reference, produced at build time by `extract.ts`.

/** One documented prop of a component. */
export interface ApiProp {
  name: string;
  type: string;
  default?: string;
  description: string;
  required: boolean;
  deprecated?: string;
  /** MUI X Data Grid: the plan a prop needs (it exists only on `DataGridProProps` or `DataGridPremiumProps`). */
  plan?: 'pro' | 'premium';
}

/** One CSS class a component applies, as listed in its `{Name}Classes` interface. */
export interface ApiClass {
  key: string;
  className: string;
  description: string;
}

/** One replaceable sub-component (`slots` entry) of a component. */
export interface ApiSlot {
  name: string;
  description: string;
  defaultElement?: string;
}

/** One CSS variable a component declares (Joy UI): read from its styles, see `css-variables.ts`. */
export interface ApiCssVariable {
  name: string;
  /** Named after the component itself (`--Button-gap`), rather than a component it holds (`--Icon-color`). */
  own: boolean;
  /** The component assigns a value itself (which may depend on its props). */
  set: boolean;
  /** The values used where the component reads it while nobody has set it. */
  fallbacks: string[];
}

/** The API reference of one component. */
export interface ApiDoc {
  name: string;
  packageName: string;
  importPaths: string[];
  description: string;
  props: ApiProp[];
  classes: ApiClass[];
  slots: ApiSlot[];
  /** Set when `props` are not a component's props: an interface's `Properties`, `GridApi`'s `Methods`, `Selectors`. */
  membersTitle?: string;
  /** MUI X: the plan the component's package needs (`@mui/x-date-pickers-pro` is Pro). */
  plan?: 'pro' | 'premium';
  /** Joy UI only: the CSS variables of the component. */
  cssVariables?: ApiCssVariable[];
  inheritsFrom?: { name: string; path: string };
  /** It also takes every system property (`m`, `bgcolor`, `display`, …) as a prop: `SystemProps` in its props type. */
  systemProps?: boolean;
  cssComponent: boolean;
  demos: string[];
}

/** The API reference of one hook: what it accepts and what it returns. */
export interface HookApi {
  name: string;
  packageName: string;
  importPaths: string[];
  description: string;
  /** The members of its options object, sorted by name; a parameter that is no object is listed itself. */
  parameters: ApiProp[];
  /** The members of the object it returns, sorted by name; a single `return` entry for any other type. */
  returnValue: ApiProp[];
}

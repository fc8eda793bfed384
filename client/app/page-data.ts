import type { ResolvedMenuPage } from '../../worker/menus/tree';
import type { ApiReference, HookReference } from './api/api-data';
import type { CodeStyling, CodeVariant, Preferences } from './preferences';
import type { SearchHit } from '../../search/results';

/** Id of the script element that carries the page model from the server to the browser. */
export const DATA_ELEMENT_ID = '__DOCS_DATA__';

/** One heading of a page's table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** One row of a product's version list (spec section 3, "Version info"). */
export interface VersionEntry {
  text: string;
  href: string;
  current: boolean;
}

/** Version info of one product, read from the installed package at build time. */
export interface ProductVersions {
  id: string;
  name: string;
  /** The label shown in the version selector, e.g. `v5.15.9` or `5.0.0-beta.27`. */
  metadataLabel: string;
  versions: VersionEntry[];
}

/** A live demo and its source, compiled at build time. */
export interface DemoData {
  /** `material-ui/react-button/BasicButtons`: the demo's module under content/demos. */
  id: string;
  name: string;
  /**
   * Addresses of the demo's highlighted source, one per code variant. The source
   * is not in the page: it is fetched when the reader opens or copies it.
   */
  code: Record<CodeVariant, string>;
  /** API pages of the components the demo uses. */
  apiLinks: PageLink[];
  /**
   * The demo rendered by the build for the default theme (the worker's use
   * only: never sent to the browser, which has it in the page's HTML).
   */
  html?: string;
  /**
   * A demo written in several code stylings (Base UI): one module per styling,
   * in the order MUI System, Tailwind, CSS. The fields above are the first
   * one's; `demoForStyling` picks the reader's.
   */
  stylings?: DemoStyling[];
  /** The demo renders a Pro or Premium component of MUI X, which checks the license key (`mui-x-plan.ts`). */
  licensed?: true;
}

/** One code styling of a demo: its own module, source and server HTML. */
export interface DemoStyling {
  styling: CodeStyling;
  id: string;
  code: Record<CodeVariant, string>;
  html?: string;
}

/** A blog post as the index and its own page show it (pages under `/blog/`). */
export interface BlogPostSummary {
  path: string;
  title: string;
  /** The post's frontmatter `description`, shown under its title. */
  summary: string;
  /** Publication date, ISO 8601 (`2024-02-08`). */
  date: string;
  /** Who wrote it: a team, never an invented person. */
  byline: string;
  tags: string[];
  /** Minutes to read, computed by the build from the post's word count. */
  readingMinutes: number;
  /** The Open Graph image, a site path (`/static/blog/<slug>.png`). */
  image: string;
}

/** A post's own page: its metadata, and the posts before and after it in time. */
export interface BlogPost extends BlogPostSummary {
  /** The next older post. */
  older: PageLink | null;
  /** The next newer post. */
  newer: PageLink | null;
}

/** A slice of a page's body: compiled HTML, or the place of a live demo. */
export type PagePart = { html: string } | { demo: string };

/** The tabs of a component page (Demos, Components API, Hooks API). */
export interface PageTabs {
  demos: string;
  componentsApi?: string;
  hooksApi?: string;
}

/** A compiled page as the build stores it and the worker serves it. */
export interface PageData {
  path: string;
  title: string;
  description: string;
  /** Compiled, trusted HTML of the body (built from the repository's Markdown). */
  html: string;
  toc: TocEntry[];
  /** Set on the versions page, which renders its tables from this data. */
  versions?: ProductVersions[];
  /** A component API reference, generated from the installed package. */
  api?: ApiReference;
  /** Several references (the Components API tab of a component page). */
  apis?: ApiReference[];
  /** Hook references (the Hooks API tab of a component page). */
  hooks?: HookReference[];
  /** The body split around live demos; when present it replaces `html`. */
  parts?: PagePart[];
  demos?: DemoData[];
  /** Address of the browser module holding this page's demos (one request for all of them). */
  demoBundle?: string;
  tabs?: PageTabs;
  /** Pages whose demos use the component this API page documents. */
  usedIn?: PageLink[];
  /** Set on a blog post. */
  post?: BlogPost;
  /** Set on the blog index: every post, newest first. */
  posts?: BlogPostSummary[];
  /** The menu entry of a page the menu does not list (a blog post's is `/blog`). */
  menuPath?: string;
  /** Extra stylesheets this page needs (for example the onepirate fonts). */
  stylesheets?: string[];
  /**
   * Stylesheets of the page's demos (the Tailwind CSS build, the plain CSS
   * demos' own), site paths under /static/, linked in <head> and added on an
   * in-place change.
   */
  demoStylesheets?: string[];
}

/** Site configuration the browser needs (wrangler.toml vars). */
export interface ClientConfig {
  /** The production docs host: the service worker registers only there. */
  docsHost: string;
  /** Analytics tag id; empty means no analytics network call at all. */
  analyticsId: string;
  siteOrigin: string;
  /**
   * The deploy's client build (its entry script's hashed path). A page of
   * another build is never swapped in place: its chunks are not this page's.
   */
  build: string;
}

/** A badge of a page (MUI X's paid plans, a feature still to come). */
export type PageBadge = 'pro' | 'premium' | 'planned';

/** A link to another page of the site. */
export interface PageLink {
  pathname: string;
  title: string;
}

/** The section of the site a page belongs to: its drawer and product. */
export interface SectionData {
  id: string;
  title: string;
  landing: string;
  /** The section's menu: rendered by the server, fetched by the browser from `menuHref`. */
  menu: ResolvedMenuPage[];
  /**
   * Where the browser fetches the menu (`/_menu/<build>/<section>.json`): one
   * address per section and deploy, cached for good, so a page's HTML and its
   * in-place data do not carry the same menu again and again.
   */
  menuHref: string;
  /** Version info of the section's package, or null where none is installed. */
  versions: ProductVersions | null;
}

/** An entry of the product switcher. */
export interface ProductLink {
  id: string;
  title: string;
  summary: string;
  landing: string;
}

/** Everything the shell needs to render one page, on the server and in the browser. */
export interface PageModel {
  kind: 'page' | 'not-found' | 'error' | 'bad-request' | 'search';
  status: number;
  page: PageData;
  language: 'en' | 'zh' | 'pt';
  /** The address the reader sees, with its language prefix. */
  href: string;
  section: SectionData;
  activePath: string | null;
  /** Pseudo paths of the groups that contain the active page (expanded in the drawer). */
  expanded: string[];
  prev: PageLink | null;
  next: PageLink | null;
  productId: string | null;
  productCategoryId: string | null;
  /** Every section, for the product switcher. */
  products: ProductLink[];
  /** Address of the source repository (app bar link). */
  sourceUrl: string;
  /** The reader's preferences as the server read them from cookies. */
  preferences: Preferences;
  config: ClientConfig;
  /**
   * MUI X's license key, from the worker's secret, on pages with Pro or Premium
   * demos only (`licenseKeyForPage`); absent when no key is configured.
   */
  muiXLicenseKey?: string;
  /** The badges of the page's menu entry shown beside its title: its MUI X plan, or that it is planned. */
  badges?: PageBadge[];
  /** Suggestions shown on the 404 page. */
  suggestions?: PageLink[];
  /** The results page (`/search?q=`): the query as read and its results. */
  search?: SearchPageData;
}

/** What the results page shows. */
export interface SearchPageData {
  query: string;
  /** The library the reader came from (ranked first on ties), when it is one. */
  library: string | null;
  hits: SearchHit[];
}

/** The page model as the worker sends it to the browser: without the section's menu (see `SectionData.menuHref`). */
export type SentPageModel = Omit<PageModel, 'section'> & { section: Omit<SectionData, 'menu'> };

/** The model without its section's menu, to send to the browser. */
export function withoutMenu(model: PageModel): SentPageModel {
  const { menu: _menu, ...section } = model.section;
  return { ...model, section };
}

/** Whether a page renders API sections (a component's or a hook's reference): their chunk and styles come with them. */
export function hasApiSections(page: Pick<PageData, 'api' | 'apis' | 'hooks'>): boolean {
  return Boolean(page.api || page.apis || page.hooks);
}

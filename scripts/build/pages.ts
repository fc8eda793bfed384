import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAN_LABELS } from '../../client/app/api/api-data';
import type { PageData, PageLink, PagePart } from '../../client/app/page-data';
import { escapeHtml } from '../../worker/render/escape';
import type { ApiExtractor } from '../api/extract';
import type { HookExtractor } from '../api/hooks';
import type { ApiPlan } from '../api/library-api';
import { toApiReference, toHookReference } from '../content/api-reference';
import {
  apiPagePathOf,
  apiImports,
  BASE_LIBRARY,
  compilePageDemos,
  DATA_GRID_LIBRARY,
  DATE_PICKERS_LIBRARY,
  type DemoCodeSource,
  type DemoLibrary,
  type EmitDemoCode,
  JOY_LIBRARY,
  listDemoFiles,
  MATERIAL_LIBRARY,
  SYSTEM_LIBRARY,
} from '../content/demos-fs';
import { demoMarker } from '../content/markdown';
import type { CompiledPage } from '../content/pages-fs';

/** Splits compiled HTML at its demo markers: `[html, demo, html, …]`. */
export function splitAtDemos(html: string, demos: readonly string[]): PagePart[] {
  const parts: PagePart[] = [];
  let rest = html;
  for (const name of demos) {
    const marker = demoMarker(name);
    const at = rest.indexOf(marker);
    if (at === -1) throw new Error(`demo marker for ${name} missing`);
    if (rest.slice(0, at).trim()) parts.push({ html: rest.slice(0, at) });
    parts.push({ demo: name });
    rest = rest.slice(at + marker.length);
  }
  if (rest.trim()) parts.push({ html: rest });
  return parts;
}

export interface AssembledSite {
  pages: PageData[];
  demoModules: Map<string, string>;
  /** Each page's demos: page path → demo id → module file (for the per-page browser bundles). */
  pageDemos: Map<string, Map<string, string>>;
}

/** The libraries whose API references the site generates, in the order the build walks them. */
export const LIBRARIES = [MATERIAL_LIBRARY, JOY_LIBRARY, BASE_LIBRARY, SYSTEM_LIBRARY, DATE_PICKERS_LIBRARY, DATA_GRID_LIBRARY];

/** The library of a page: its path's product, else Material UI (experiments, the home page, MUI X's guides). */
function libraryIndexOf(path: string): number {
  return Math.max(
    0,
    LIBRARIES.findIndex((library) => path.startsWith(`/${library.product}/`)),
  );
}

/** What `assemblePages` may be given instead of working it out itself. */
export interface AssembleSources {
  /** Each library's extractors by product (`replayExtractors`), instead of TypeScript programs made here. */
  api?: ReadonlyMap<string, { components: ApiExtractor; hooks: () => HookExtractor }>;
  /** Each demo's highlighted sources (`compilePageDemos`). */
  demoCode?: DemoCodeSource;
}

/**
 * What `assemblePages` will ask each library's extractors for, in its order (see `ApiPlan`): each page's `api` and
 * `components` and `hooks`, by library; then, generated, every exported name whose page no Markdown page or API tab
 * has taken. It must follow `assemblePages`' loop: the replayed extractors fail the build if it does not.
 */
export function planApiExtraction(compiled: readonly CompiledPage[]): Map<DemoLibrary['product'], ApiPlan> {
  const plans = LIBRARIES.map((library): ApiPlan => ({
    components: [],
    hooks: [],
    hookPages: library.product === 'base-ui',
    takenPaths: [],
  }));
  const taken: string[] = [];
  for (const page of compiled) {
    const plan = plans[libraryIndexOf(page.data.path)];
    if (page.api) plan.components.push(page.api);
    plan.components.push(...page.components);
    plan.hooks.push(...page.hooks);
    taken.push(page.data.path);
    if (page.components.length) taken.push(`${page.data.path}/components-api`);
    if (page.hooks.length) taken.push(`${page.data.path}/hooks-api`);
  }
  return new Map(LIBRARIES.map((library, index) => [library.product, { ...plans[index], takenPaths: taken }]));
}

/**
 * Turns compiled Markdown into the site's pages: live demos compiled and
 * placed, API references attached, a Components API tab for component pages,
 * and one generated API page per component the installed @mui/material,
 * @mui/joy, @mui/base and @mui/system export, and per hook @mui/base exports
 * (each library's pages link and list its own components).
 */
export async function assemblePages(
  root: string,
  compiled: CompiledPage[],
  emitCode: EmitDemoCode,
  sources: AssembleSources = {},
): Promise<AssembledSite> {
  // Material UI's components, Joy UI's, Base UI's and MUI System's for the pages under /joy-ui/,
  // /base-ui/ and /system/ (their API tabs and demo links); Base UI's hooks too, which get API pages
  // of their own.
  // MUI X's Date and Time Pickers: the community and Pro packages share the `/x/api/date-pickers/` pages.
  // The Data Grid's pages are the grids, a few components and interfaces, and its selectors (`x-grid.ts`).
  // The compiler is loaded only for libraries not given (library-extract.ts).
  const extraction = LIBRARIES.every((library) => sources.api?.has(library.product)) ? undefined : await import('../api/library-extract');
  const libraries = LIBRARIES.map((library) => {
    const given = sources.api?.get(library.product);
    const extractor = given?.components ?? extraction!.createLibraryExtractor(library);
    const components = extractor.listComponents();
    let hookExtractor: HookExtractor | undefined;
    const hooks = () => (hookExtractor ??= given ? given.hooks() : extraction!.createLibraryHookExtractor(library));
    const hookPages = library.product === 'base-ui';
    return {
      ...library,
      extractor,
      components,
      hooks,
      hookPages,
      known: new Set([...components, ...(hookPages ? hooks().listHooks() : [])]),
      usedIn: new Map<string, PageLink[]>(),
      title: LIBRARY_TITLES[library.product],
    };
  });
  // Pages outside the other libraries (experiments, the home page, MUI X's pages) link Material UI's components.
  const libraryOf = (path: string) => libraries[libraryIndexOf(path)];
  // MUI X's demos import Material UI too: their X components are linked besides (`linkMuiXComponents`).
  const muiXLibraries = libraries.filter((library) => library.planPackages);
  const demoModules = new Map<string, string>();
  const pageDemos = new Map<string, Map<string, string>>();
  const pages: PageData[] = [];

  for (const page of compiled) {
    const data = page.data;
    const library = libraryOf(data.path);
    const { extractor, known, usedIn } = library;
    if (page.api) {
      const api = toApiReference(extractor.extract(page.api));
      data.api = api;
      for (const entry of apiToc(api)) data.toc.push(entry);
    }
    if (page.demos.length) {
      const {
        demos,
        modules,
        components: used,
      } = await compilePageDemos(root, data.path, page.demos, known, emitCode, library, sources.demoCode);
      pageDemos.set(data.path, modules);
      data.demos = demos;
      data.parts = splitAtDemos(data.html, page.demos);
      data.html = '';
      modules.forEach((file, id) => demoModules.set(id, file));
      for (const name of used) usedIn.set(name, [...(usedIn.get(name) ?? []), { pathname: data.path, title: data.title }]);
      if (data.path.startsWith('/x/')) {
        for (const x of muiXLibraries) {
          for (const name of linkMuiXComponents(root, demos, modules, x)) {
            x.usedIn.set(name, [...(x.usedIn.get(name) ?? []), { pathname: data.path, title: data.title }]);
          }
        }
      }
    }
    pages.push(data);
    if (page.components.length || page.hooks.length) {
      data.tabs = {
        demos: data.path,
        ...(page.components.length ? { componentsApi: `${data.path}/components-api` } : {}),
        ...(page.hooks.length ? { hooksApi: `${data.path}/hooks-api` } : {}),
      };
    }
    if (page.components.length) {
      const unknown = page.components.filter((name) => !library.components.includes(name));
      if (unknown.length) throw new Error(`${page.file}: unknown ${library.packageName} components ${unknown.join(', ')}`);
      pages.push({
        path: data.tabs!.componentsApi!,
        title: `${data.title} API`,
        description: `Props, CSS classes and slots of the components on the ${data.title} page: ${page.components.join(', ')}.`,
        html: '',
        toc: page.components.map((name) => ({ id: `${name}-api`, text: name, level: 2 })),
        apis: page.components.map((name) => toApiReference(extractor.extract(name))),
        tabs: data.tabs,
      });
    }
    if (page.hooks.length) {
      const hookExtractor = library.hooks();
      const unknown = page.hooks.filter((name) => !hookExtractor.listHooks().includes(name));
      if (unknown.length) throw new Error(`${page.file}: unknown hooks ${unknown.join(', ')}`);
      pages.push({
        path: data.tabs!.hooksApi!,
        title: `${data.title} hooks API`,
        description: `Parameters and return values of the hooks on the ${data.title} page: ${page.hooks.join(', ')}.`,
        html: '',
        toc: page.hooks.map((name) => ({ id: `${name}-api`, text: name, level: 2 })),
        hooks: page.hooks.map((name) => toHookReference(hookExtractor.extract(name))),
        tabs: data.tabs,
      });
    }
  }

  // One generated API page per component each library exports (unless a Markdown page already has its path).
  const written = new Set(pages.map((page) => page.path));
  for (const library of libraries) {
    const { extractor, components, usedIn, title } = library;
    for (const name of components) {
      const path = apiPagePathOf(name, library);
      if (written.has(path)) continue;
      const doc = extractor.extract(name);
      const api = toApiReference(doc);
      const summary = firstSentence(doc.description);
      const sections = listed([
        'props',
        ...(api.classes.length ? ['CSS classes'] : []),
        ...(api.slots.length ? ['slots'] : []),
        ...(api.cssVariables?.length ? ['CSS variables'] : []),
      ]);
      const fallback =
        api.name === 'Selectors'
          ? `Every grid…Selector the ${title} packages export: what it returns, and the plan of the package that exports it.`
          : doc.membersTitle
            ? `${doc.membersTitle} of ${api.name}, a type of the ${title}.`
            : `API reference of the ${apiName(api.name, title)}: ${sections}.`;
      pages.push({
        path,
        title: `${api.name.replace(/^Unstable_/, '')} API`,
        description: summary || fallback,
        html: '',
        toc: [...apiToc(api), ...(usedIn.get(name)?.length ? [{ id: 'demos', text: 'Demos', level: 2 }] : [])],
        api,
        usedIn: usedIn.get(name) ?? [],
      });
    }
    if (!library.hookPages) continue;
    const hookExtractor = library.hooks();
    for (const name of hookExtractor.listHooks()) {
      const path = apiPagePathOf(name, library);
      if (written.has(path)) continue;
      const doc = hookExtractor.extract(name);
      const hookName = name.replace(/^unstable_/, '');
      pages.push({
        path,
        title: `${hookName} API`,
        description:
          firstSentence(doc.description) || `API reference of the ${hookName} hook of ${title}: its parameters and return value.`,
        html: '',
        toc: [
          { id: `${name}-props`, text: 'Parameters', level: 2 },
          { id: `${name}-return-props`, text: 'Return value', level: 2 },
          ...(usedIn.get(name)?.length ? [{ id: 'demos', text: 'Demos', level: 2 }] : []),
        ],
        hooks: [toHookReference(doc)],
        usedIn: usedIn.get(name) ?? [],
      });
    }
  }

  for (const library of muiXLibraries) {
    const index = muiXIndexPage(library, pages);
    if (!written.has(index.path)) pages.push(index);
  }

  const referenced = new Set(demoModules.values());
  const unused = listDemoFiles(root).filter((file) => !referenced.has(file));
  if (unused.length) {
    const message = `demo files no page references:\n  ${unused.join('\n  ')}`;
    // DOCS_DRAFT=1 lets a writer build while a page and its demos are half written; CI never sets it.
    if (process.env.DOCS_DRAFT !== '1') throw new Error(message);
    console.warn(`draft build: ${message}`);
  }
  return { pages, demoModules, pageDemos };
}

const LIBRARY_TITLES: Record<DemoLibrary['product'], string> = {
  'material-ui': 'Material UI',
  'joy-ui': 'Joy UI',
  'base-ui': 'Base UI',
  system: 'MUI System',
  'x-date-pickers': 'MUI X Date and Time Pickers',
  'x-data-grid': 'MUI X Data Grid',
};

/**
 * Adds to a page's demos the links to the MUI X components they import (from the community or a plan
 * package) and returns those components, for the "Demos" list of their API pages.
 */
function linkMuiXComponents(
  root: string,
  demos: PageData['demos'] & {},
  modules: ReadonlyMap<string, string>,
  library: DemoLibrary & { known: ReadonlySet<string> },
): Set<string> {
  const used = new Set<string>();
  for (const demo of demos) {
    const ids = demo.stylings ? demo.stylings.map((styling) => styling.id) : [demo.id];
    for (const id of ids) {
      const source = readFileSync(join(root, modules.get(id)!), 'utf8');
      for (const name of apiImports(source, library).filter((candidate) => library.known.has(candidate))) {
        used.add(name);
        if (!demo.apiLinks.some((link) => link.title === name)) demo.apiLinks.push({ pathname: apiPagePathOf(name, library), title: name });
      }
    }
  }
  return used;
}

/**
 * The index of an MUI X library's generated API pages (`/x/api/date-pickers`): each page linked, with
 * the plan its component needs.
 */
function muiXIndexPage(library: DemoLibrary & { title: string }, pages: readonly PageData[]): PageData {
  const path = apiPagePathOf('Index', library).replace(/\/index$/, '');
  const entries = pages.filter((page) => page.path.startsWith(`${path}/`)).sort((a, b) => a.title.localeCompare(b.title));
  const packages = [library.packageName, ...(library.planPackages ?? [])].map((name) => `<code>${escapeHtml(name)}</code>`);
  const rows = entries.map((page) => {
    const plan = page.api?.plan;
    const name = page.title.replace(/ API$/, '');
    return (
      `<tr><td><a href="${escapeHtml(page.path)}"><code>${escapeHtml(name)}</code></a></td>` +
      `<td>${plan ? `<span class="plan-chip chip-${plan}">${PLAN_LABELS[plan]}</span>` : 'Community'}</td>` +
      `<td>${escapeHtml(page.description)}</td></tr>`
    );
  });
  return {
    path,
    title: `${library.title} API`,
    description: `Every API reference page of the ${library.title}, generated from the type definitions of its packages.`,
    html:
      `<p>Generated from the installed ${listed(packages)}. ` +
      'The plan column says which license a page needs: Community pages are free (MIT), Pro and Premium ones need that plan.</p>' +
      '<h2 id="pages">Pages</h2><div class="table-scroll" tabindex="0" role="region" aria-labelledby="pages"><table><thead><tr><th scope="col">Page</th><th scope="col">Plan</th>' +
      `<th scope="col">Summary</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`,
    toc: [{ id: 'pages', text: 'Pages', level: 2 }],
  };
}

/** A component as readers name it: `Grid component of MUI System, exported as Unstable_Grid`. */
function apiName(name: string, library: string): string {
  const plain = name.replace(/^Unstable_/, '');
  return `${plain} component of ${library}${plain === name ? '' : `, exported as ${name}`}`;
}

/** `['props', 'CSS classes', 'slots']` → `props, CSS classes and slots`. */
function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The headings of an API reference, as its page's table of contents lists them. */
function apiToc(api: ReturnType<typeof toApiReference>) {
  const sections = [
    ['import', 'Import', true],
    ['props', api.membersTitle ?? 'Props', true],
    ['classes', 'CSS classes', api.classes.length > 0],
    ['slots', 'Slots', api.slots.length > 0],
    ['css-variables', 'CSS variables', (api.cssVariables?.length ?? 0) > 0],
  ] as const;
  return sections.filter(([, , shown]) => shown).map(([id, text]) => ({ id, text, level: 2 }));
}

function firstSentence(text: string): string {
  const plain = text.replace(/\s+/g, ' ').replace(/[`*_]/g, '').trim();
  const match = /^(.{20,200}?[.!?])(\s|$)/.exec(plain);
  return match ? match[1] : plain.slice(0, 160);
}

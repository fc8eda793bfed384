import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import type { PageData, PageLink, PagePart } from '../../client/app/page-data';
import { createApiExtractor } from '../api/extract';
import { createHookExtractor } from '../api/hooks';
import { toApiReference, toHookReference } from '../content/api-reference';
import {
  apiPagePathOf,
  BASE_LIBRARY,
  compilePageDemos,
  type DemoLibrary,
  type EmitDemoCode,
  JOY_LIBRARY,
  listDemoFiles,
  MATERIAL_LIBRARY,
  SYSTEM_LIBRARY,
} from '../content/demos-fs';
import { demoMarker } from '../content/markdown';
import type { CompiledPage } from '../content/pages-fs';

const require = createRequire(import.meta.url);

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

/**
 * Turns compiled Markdown into the site's pages: live demos compiled and
 * placed, API references attached, a Components API tab for component pages,
 * and one generated API page per component the installed @mui/material,
 * @mui/joy, @mui/base and @mui/system export, and per hook @mui/base exports
 * (each library's pages link and list its own components).
 */
export async function assemblePages(root: string, compiled: CompiledPage[], emitCode: EmitDemoCode): Promise<AssembledSite> {
  // Material UI's components, Joy UI's, Base UI's and MUI System's for the pages under /joy-ui/,
  // /base-ui/ and /system/ (their API tabs and demo links); Base UI's hooks too, which get API pages
  // of their own.
  const libraries = [MATERIAL_LIBRARY, JOY_LIBRARY, BASE_LIBRARY, SYSTEM_LIBRARY].map((library) => {
    const packageDir = dirname(require.resolve(`${library.packageName}/package.json`));
    const extractor = createApiExtractor(packageDir);
    const components = extractor.listComponents();
    let hookExtractor: ReturnType<typeof createHookExtractor> | undefined;
    const hooks = () => (hookExtractor ??= createHookExtractor(packageDir));
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
  // Pages outside the other libraries (experiments, the home page) link Material UI's components.
  const libraryOf = (path: string) => libraries.find((library) => path.startsWith(`/${library.product}/`)) ?? libraries[0];
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
      const { demos, modules, components: used } = await compilePageDemos(root, data.path, page.demos, known, emitCode, library);
      pageDemos.set(data.path, modules);
      data.demos = demos;
      data.parts = splitAtDemos(data.html, page.demos);
      data.html = '';
      modules.forEach((file, id) => demoModules.set(id, file));
      for (const name of used) usedIn.set(name, [...(usedIn.get(name) ?? []), { pathname: data.path, title: data.title }]);
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
      pages.push({
        path,
        title: `${api.name.replace(/^Unstable_/, '')} API`,
        description: summary || `API reference of the ${apiName(api.name, title)}: ${sections}.`,
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
};

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
    ['props', 'Props', true],
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

// The dev server's rebuilds: each writes into the last build's dist/ only what a saved file changes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { context, transform, type BuildContext } from 'esbuild';
import type { DemoData, PageData } from '../../client/app/page-data';
import { demoFrameKind, JOY_THEME_STYLESHEET } from '../../client/app/demo/frame';
import { hashedName } from '../build/hash';
import { entryAddresses, entryBuildOptions } from '../build/client-bundle';
import { workerBuildOptions } from '../build/worker-bundle';
import { writeDemoStylesheets } from '../build/demo-styles-fs';
import { compileMarkdown } from '../content/markdown';
import { GENERATED_BLOCKS, pathForFile, type CompiledPage } from '../content/pages-fs';
import {
  apiPagePathOf,
  BASE_LIBRARY,
  compilePageDemos,
  type DemoLibrary,
  type EmitDemoCode,
  iconImportsAsEsm,
  JOY_LIBRARY,
  MATERIAL_LIBRARY,
  serverDemoFileName,
  SYSTEM_LIBRARY,
} from '../content/demos-fs';
import { DEMOS_LEFT_TO_THE_BROWSER } from '../build/demos-left-to-the-browser';
import { splitAtDemos } from '../build/pages';
import { renderPageDemos } from './demo-html-node';
import { buildPageDemoBundle } from './demo-bundle-dev';
import { frameIn, lineInMarkdown, type DevError } from './overlay-errors';
import { structuralChange, withSavedText } from './page-update';

/** What a rebuild asks of the server: nothing, a reload, or a worker restart first; or the errors to show. */
export interface Outcome {
  restartWorker: boolean;
  /**
   * The worker is rebuilt and restarted after the pages reload: the reload already shows the edit (the page's data and
   * files are read from disk), and the worker catches up for what it renders from its own modules (a demo in another
   * theme: right to left, a language's locale, density).
   */
  refreshWorker?: boolean;
  errors: DevError[];
  /** One line for the terminal. */
  summary: string;
}

interface SiteJson {
  build: string;
  pages: { path: string; title: string }[];
  [key: string]: unknown;
}

/** The libraries whose components a page's demos link, by the page's path (as scripts/build/pages.ts picks them). */
const LIBRARIES: DemoLibrary[] = [JOY_LIBRARY, BASE_LIBRARY, SYSTEM_LIBRARY];
const libraryOf = (path: string) => LIBRARIES.find((library) => path.startsWith(`/${library.product}/`)) ?? MATERIAL_LIBRARY;

/** A demo's module file from its id: `base-ui/react-button/Unstyled.tailwind` → `content/demos/…/Unstyled.tailwind.tsx`. */
export const demoModuleOf = (id: string) => `content/demos/${id}.tsx`;

export class DevSite {
  readonly publicDir: string;
  readonly generatedDir: string;
  #site: SiteJson;

  constructor(
    readonly root: string,
    readonly aliases: Readonly<Record<string, string>>,
  ) {
    this.publicDir = join(root, 'dist/public');
    this.generatedDir = join(root, 'dist/generated');
    this.#site = JSON.parse(readFileSync(join(this.generatedDir, 'site.json'), 'utf8')) as SiteJson;
  }

  #pageFile(path: string): string {
    return join(this.publicDir, '_pages', `${path === '/' ? 'index' : path.slice(1)}.json`);
  }

  readPage(path: string): PageData | null {
    const file = this.#pageFile(path);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageData) : null;
  }

  #writePage(data: PageData): void {
    const file = this.#pageFile(data.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(data));
  }

  /** Keeps the worker's page list (site.json, bundled into the worker) in step; true when it changed. */
  #listPage(path: string, title: string | null): boolean {
    const pages = this.#site.pages;
    const at = pages.findIndex((page) => page.path === path);
    if (title === null) {
      if (at < 0) return false;
      pages.splice(at, 1);
    } else if (at < 0) {
      pages.push({ path, title });
      pages.sort((a, b) => a.path.localeCompare(b.path));
    } else if (pages[at].title !== title) pages[at] = { path, title };
    else return false;
    writeFileSync(join(this.generatedDir, 'site.json'), JSON.stringify(this.#site, null, 2));
    return true;
  }

  #published(): Set<string> {
    return new Set(this.#site.pages.map((page) => page.path));
  }

  /** A saved, new or deleted Markdown page. */
  async updatePage(file: string): Promise<Outcome> {
    const name = relative('content/pages', file);
    const path = pathForFile(name);
    const full = join(this.root, file);
    if (!existsSync(full)) {
      rmSync(this.#pageFile(path), { force: true });
      const restartWorker = this.#listPage(path, null);
      return { restartWorker, errors: [], summary: `${path} removed` };
    }
    const source = readFileSync(full, 'utf8');
    let page: CompiledPage;
    try {
      const compiled = compileMarkdown(source, name, GENERATED_BLOCKS);
      page = {
        ...compiled,
        file: name,
        data: { path, title: compiled.title, description: compiled.description, html: compiled.html, toc: compiled.toc },
      };
    } catch (error) {
      const message = (error as Error).message;
      return { restartWorker: false, errors: [{ file, line: lineInMarkdown(source, message), message }], summary: `${file}: error` };
    }
    const previous = this.readPage(path);
    if (page.api || page.components.length || page.hooks.length) {
      const change = previous ? structuralChange(previous, page) : 'it is new';
      if (change)
        return {
          restartWorker: false,
          errors: [{ file, line: 0, message: `${path}: ${change}; API references are generated by the full build: run npm run build` }],
          summary: `${path} needs npm run build`,
        };
    }
    if (previous && !structuralChange(previous, page)) {
      this.#writePage(withSavedText(previous, page));
      return { restartWorker: this.#listPage(path, page.data.title), errors: [], summary: `${path} updated` };
    }
    // A new page, or its demos changed: its demos are compiled and rendered as the build does.
    const data: PageData = { ...(previous ?? {}), ...page.data };
    if (page.fonts.length) {
      const known = this.#site.pageStylesheets as Record<string, string>;
      data.stylesheets = page.fonts.map((font) => known[font]).filter(Boolean);
    }
    const demos = await this.#demosOf(data, page, previous);
    if (demos.errors.length) return { restartWorker: false, errors: demos.errors, summary: `${path}: demo error` };
    this.#writePage(data);
    this.#listPage(path, data.title);
    return { restartWorker: true, errors: [], summary: `${path} rebuilt with ${page.demos.length} demos` };
  }

  /** A saved demo source or stylesheet: its page's demos compiled, rendered and bundled again. */
  async updateDemosOf(pagePath: string): Promise<Outcome> {
    const previous = this.readPage(pagePath);
    const file = join('content/pages', `${pagePath.slice(1)}.md`);
    const indexFile = join('content/pages', pagePath.slice(1), 'index.md');
    const markdown = [file, indexFile].find((candidate) => existsSync(join(this.root, candidate)));
    if (!previous || !markdown) return { restartWorker: false, errors: [], summary: `no page ${pagePath} uses it yet` };
    const name = relative('content/pages', markdown);
    const source = readFileSync(join(this.root, markdown), 'utf8');
    let page: CompiledPage;
    try {
      const compiled = compileMarkdown(source, name, GENERATED_BLOCKS);
      page = {
        ...compiled,
        file: name,
        data: { path: pagePath, title: compiled.title, description: compiled.description, html: compiled.html, toc: compiled.toc },
      };
    } catch (error) {
      const message = (error as Error).message;
      return { restartWorker: false, errors: [{ file: markdown, line: lineInMarkdown(source, message), message }], summary: 'error' };
    }
    const data: PageData = { ...previous };
    const demos = await this.#demosOf(data, page, previous);
    if (demos.errors.length) return { restartWorker: false, errors: demos.errors, summary: `${pagePath}: demo error` };
    this.#writePage(data);
    return { restartWorker: false, refreshWorker: true, errors: [], summary: `${pagePath}: ${page.demos.length} demos rebuilt` };
  }

  /**
   * Compiles a page's demos into `data` as the build does: sources and their highlighted variants, the default
   * theme's HTML, the browser's bundle, the worker's modules and the demos' stylesheets. Errors name the demo's file.
   */
  async #demosOf(data: PageData, page: CompiledPage, previous: PageData | null): Promise<{ errors: DevError[] }> {
    const path = data.path;
    const library = libraryOf(path);
    const published = this.#published();
    // A component has an API page exactly when the site publishes one at its address.
    const apiNames = { has: (name: string) => published.has(apiPagePathOf(name, library)) } as ReadonlySet<string>;
    const emit: EmitDemoCode = (id, variant, html) => {
      const out = join('static/demo-code', hashedName(`${id.replace(/[^A-Za-z0-9]+/g, '-')}.${variant.toLowerCase()}.html`, html));
      mkdirSync(dirname(join(this.publicDir, out)), { recursive: true });
      writeFileSync(join(this.publicDir, out), html);
      return `/${out}`;
    };
    const syntax = await this.#syntaxErrors(path, page.demos);
    if (syntax.length) return { errors: syntax };
    let compiled: Awaited<ReturnType<typeof compilePageDemos>>;
    try {
      compiled = await compilePageDemos(this.root, path, page.demos, apiNames, emit, library);
    } catch (error) {
      const message = (error as Error).message;
      const source = readFileSync(join(this.root, 'content/pages', page.file), 'utf8');
      return { errors: [{ file: join('content/pages', page.file), line: lineInMarkdown(source, message), message }] };
    }
    const { demos, modules } = compiled;
    // MUI X's own components, which the build links from each demo besides the library's, are kept from the last build.
    for (const demo of demos) {
      const before = previous?.demos?.find((old) => old.id === demo.id);
      for (const link of before?.apiLinks ?? []) if (!demo.apiLinks.some((own) => own.title === link.title)) demo.apiLinks.push(link);
    }
    const [rendered, bundle] = await Promise.all([
      renderPageDemos(this.root, path, modules, this.aliases),
      buildPageDemoBundle(this.root, this.publicDir, path, modules, this.aliases),
      this.#writeServerDemos(modules),
    ]);
    const errors: DevError[] = [];
    for (const demo of demos as DemoData[]) {
      for (const entry of demo.stylings ?? [demo]) {
        const result = rendered.get(entry.id);
        if (!result) continue;
        if (result.ok) entry.html = result.html;
        else {
          const file = modules.get(entry.id)!;
          const frame = frameIn(result.stack, [file]);
          errors.push({
            file,
            line: frame?.line ?? 0,
            column: frame?.column,
            message: `${entry.id} throws on the server: ${result.message}`,
          });
        }
      }
    }
    if (errors.length) return { errors };
    data.demos = demos;
    data.parts = splitAtDemos(page.data.html, page.demos);
    data.html = '';
    data.demoBundle = bundle;
    if (demoFrameKind(path) === 'joy' && !data.stylesheets?.includes(JOY_THEME_STYLESHEET))
      data.stylesheets = [...(data.stylesheets ?? []), JOY_THEME_STYLESHEET];
    delete data.demoStylesheets;
    await writeDemoStylesheets(this.root, this.publicDir, [data], new Map([[path, modules]]));
    return { errors: [] };
  }

  /** TypeScript and JSX syntax errors of a page's demo files, each with its line and column (esbuild's parser). */
  async #syntaxErrors(path: string, names: readonly string[]): Promise<DevError[]> {
    const dir = join('content/demos', path.slice(1));
    const files = existsSync(join(this.root, dir))
      ? readdirSync(join(this.root, dir))
          .filter((entry) => entry.endsWith('.tsx') && names.includes(entry.replace(/(\.(system|tailwind|css))?\.tsx$/, '')))
          .map((entry) => join(dir, entry))
      : [];
    const errors: DevError[] = [];
    for (const file of files) {
      try {
        await transform(readFileSync(join(this.root, file), 'utf8'), { loader: 'tsx', sourcefile: file, logLevel: 'silent' });
      } catch (error) {
        for (const problem of (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors ?? [])
          errors.push({ file, line: problem.location?.line ?? 0, column: (problem.location?.column ?? 0) + 1, message: problem.text });
      }
    }
    return errors;
  }

  /** The worker's module of each demo (scripts/content/demos-fs.ts `writeServerDemos`), for other themes' renders. */
  async #writeServerDemos(modules: ReadonlyMap<string, string>): Promise<void> {
    const dir = join(this.generatedDir, 'server-demos');
    for (const [id, file] of modules) {
      if (DEMOS_LEFT_TO_THE_BROWSER.has(id)) continue;
      const { code } = await transform(iconImportsAsEsm(readFileSync(join(this.root, file), 'utf8')), {
        loader: 'tsx',
        jsx: 'automatic',
        format: 'esm',
        target: 'es2022',
        sourcefile: file,
      });
      writeFileSync(join(dir, serverDemoFileName(id)), code);
    }
  }

  #workerContext: Promise<BuildContext<ReturnType<typeof workerBuildOptions>>> | undefined;

  /** The worker bundled again (menus, worker code, page list, demo modules), incrementally; old chunks removed. */
  async rebuildWorker(): Promise<void> {
    const outdir = join(this.root, 'dist/worker');
    this.#workerContext ??= context(workerBuildOptions(this.root, outdir, this.aliases));
    const result = await (await this.#workerContext).rebuild();
    const keep = new Set(Object.keys(result.metafile.outputs).map((file) => relative(outdir, join(this.root, file))));
    const chunks = join(outdir, 'chunks');
    for (const entry of existsSync(chunks) ? readdirSync(chunks) : []) {
      if (!keep.has(`chunks/${entry}`)) rmSync(join(chunks, entry), { force: true });
    }
  }

  #entryContext: Promise<BuildContext<ReturnType<typeof entryBuildOptions>>> | undefined;

  /**
   * The browser entry bundled again, incrementally, and named in the worker's site data (then `rebuildWorker`). The
   * demo bundles are kept: they take the entry's modules through its registry, which stays as the build wrote it.
   */
  async rebuildClient(): Promise<void> {
    if (!this.#entryContext) {
      const dialog = readdirSync(join(this.publicDir, 'static/demos')).find((name) => name.startsWith('search-dialog-dom.'));
      this.#entryContext = context(entryBuildOptions(this.root, this.publicDir, this.aliases, dialog ? `/static/demos/${dialog}` : ''));
    }
    const result = await (await this.#entryContext).rebuild();
    for (const file of result.outputFiles) {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, file.contents);
    }
    const client = this.#site.client as { script: string; boot: string[] };
    Object.assign(client, entryAddresses(this.root, this.publicDir, result.metafile));
    writeFileSync(join(this.generatedDir, 'site.json'), JSON.stringify(this.#site, null, 2));
  }

  async dispose(): Promise<void> {
    await (await this.#workerContext)?.dispose();
    await (await this.#entryContext)?.dispose();
  }
}

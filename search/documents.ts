import type { ApiReference, HookReference } from '../client/app/api/api-data';
import type { PageData } from '../client/app/page-data';
import { capText, htmlToText, splitSections } from './html-text';

/** What a result points at: a whole page, a section, or one row of an API page. */
export type SearchKind = 'page' | 'api-tab' | 'heading' | 'prop' | 'slot' | 'class' | 'css-variable' | 'hook' | 'parameter' | 'return';

/** One entry of the search index: a page, one of its sections, or one row of its API reference. */
export interface SearchDocument {
  id: number;
  /** The page's canonical path, without a language prefix. */
  path: string;
  /** The element id the result links to (`prop-disableElevation`); empty for the page itself. */
  anchor: string;
  /** The section (library) the page belongs to: `material-ui`, `joy-ui`, … */
  library: string;
  /** The page's title. */
  page: string;
  /** What matched: the page title, a heading, a prop, class or hook name. */
  title: string;
  kind: SearchKind;
  /** Words that place the entry (its component, its page): indexed, not shown. */
  keywords: string;
  /** Prose of the section or the row's description, capped: indexed, not stored. */
  text: string;
  /** The first words of that prose, shown under the title. */
  excerpt: string;
}

/**
 * Caps, in characters. Prose beyond the first SECTION_TEXT_MAX characters of a
 * section is left out of the index: the first paragraphs say what a section is
 * about, and the rest would double the index for little gain.
 */
export const SECTION_TEXT_MAX = 400;
export const ROW_TEXT_MAX = 160;
export const EXCERPT_MAX = 100;

type Draft = Omit<SearchDocument, 'id' | 'path' | 'library' | 'page'>;

/** The body of a page as one HTML string (pages with demos keep it in parts). */
function bodyHtml(page: PageData): string {
  if (!page.parts) return page.html;
  return page.parts.map((part) => ('html' in part ? part.html : '')).join('\n');
}

/** A title of two or three plain words, also as one (`Text Field` → `TextField`): readers type component names. */
function joinedTitle(title: string): string {
  // Not an API page's "API": joined, it would only add a second word that a prefix of the name matches.
  const words = title.replace(/ API$/, '').split(/\s+/).filter(Boolean);
  const plain = words.every((word) => !/[a-z][A-Z]/.test(word));
  return plain && words.length >= 2 && words.length <= 3 ? words.join('') : '';
}

const entry = (kind: SearchKind, title: string, anchor: string, keywords: string, text: string, max = ROW_TEXT_MAX): Draft => {
  const capped = capText(text, max);
  const joined = kind === 'page' || kind === 'heading' ? joinedTitle(title) : '';
  return {
    kind,
    title,
    anchor,
    keywords: [keywords, joined].filter(Boolean).join(' '),
    text: capped,
    excerpt: capText(capped, EXCERPT_MAX),
  };
};

function apiRows(api: ApiReference): Draft[] {
  return [
    ...api.props.map((prop) => entry('prop', prop.name, `prop-${prop.name}`, api.name, htmlToText(prop.descriptionHtml))),
    ...api.slots.map((slot) => entry('slot', slot.name, `slot-${slot.name}`, `${api.name} slot`, htmlToText(slot.descriptionHtml))),
    ...api.classes.map((cls) =>
      entry('class', cls.className, `class-${cls.key}`, `${api.name} ${cls.key}`, htmlToText(cls.descriptionHtml)),
    ),
    ...(api.cssVariables ?? []).map((variable) =>
      entry('css-variable', variable.name, `css-variable${variable.name.slice(1)}`, `${api.name} CSS variable`, ''),
    ),
  ];
}

function hookRows(hook: HookReference): Draft[] {
  // The ids HookSections gives its rows (client/app/api/ApiSections.tsx).
  const prefix = `${hook.name}-`;
  return [
    entry('hook', hook.name, `${hook.name}-api`, 'hook', htmlToText(hook.descriptionHtml), SECTION_TEXT_MAX),
    ...hook.parameters.map((param) =>
      entry('parameter', param.name, `${prefix}parameter-${param.name}`, `${hook.name} parameter`, htmlToText(param.descriptionHtml)),
    ),
    ...hook.returnValue.map((value) =>
      entry('return', value.name, `${prefix}return-return-${value.name}`, `${hook.name} returns`, htmlToText(value.descriptionHtml)),
    ),
  ];
}

/** Whether a page is a Components API or Hooks API tab: its rows repeat the `/api/` pages', which are indexed instead. */
const isApiTab = (path: string) => /\/(components|hooks)-api$/.test(path);

/**
 * A page's entries in the index: the page (its description and the prose
 * before its first heading), each section under an `<h2>`/`<h3>` with an id,
 * and on API pages each prop, slot, CSS class, CSS variable, hook, parameter
 * and returned value. Ids are left to the caller.
 */
export function pageSearchDocuments(page: PageData, library: string): Omit<SearchDocument, 'id'>[] {
  const [intro, ...sections] = splitSections(bodyHtml(page));
  const drafts: Draft[] = [
    // A Components API or Hooks API tab shares its title with the component's page, which should come first.
    entry(
      isApiTab(page.path) ? 'api-tab' : 'page',
      page.title,
      '',
      '',
      [page.description, intro.text].filter(Boolean).join(' '),
      SECTION_TEXT_MAX,
    ),
    ...sections
      .filter((section) => section.heading)
      .map((section) => entry('heading', section.heading, section.id, page.title, section.text, SECTION_TEXT_MAX)),
  ];
  if (!isApiTab(page.path)) {
    if (page.api) drafts.push(...apiRows(page.api));
    for (const hook of page.hooks ?? []) drafts.push(...hookRows(hook));
  }
  return drafts.map((draft) => ({ ...draft, path: page.path, library, page: page.title }));
}

const ROW_KINDS: ReadonlySet<SearchKind> = new Set(['prop', 'slot', 'class']);

/**
 * MUI X's API pages repeat most rows word for word (DatePicker, DesktopDatePicker, MobileDatePicker and
 * StaticDatePicker share their props; the three grids their props, slots and classes). A row of `/x/api/`
 * whose kind, name and prose an earlier row of those pages already has is left out: the search finds the
 * first page that documents it (its pages come in the build's order), and the index stays within its budget.
 */
export function withoutRepeatedMuiXRows<T extends Omit<SearchDocument, 'id'>>(documents: readonly T[]): T[] {
  const seen = new Set<string>();
  return documents.filter((document) => {
    if (!ROW_KINDS.has(document.kind) || !document.path.startsWith('/x/api/')) return true;
    const key = `${document.kind}\n${document.title}\n${document.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

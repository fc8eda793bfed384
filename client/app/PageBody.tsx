import { ApiSections, HookSections } from './api/loader';
import { translate } from './i18n';
import { localizeHref, markdownPathOf } from './links';
import { Demo } from './demo/Demo';
import type { PageModel, PageTabs, ProductVersions } from './page-data';
import { bodyParts } from './page-parts';
import type { CodeStyling } from './preferences';
import { VersionsTables } from './VersionsTables';
import { BlogIndex, PostMeta, PostTags } from './Blog';
import { SearchResultsPage } from './search/SearchResultsPage';

const BADGE_LABELS = { pro: 'planPro', premium: 'planPremium', planned: 'planned' } as const;

/** The page itself: h1, lead, compiled body, and the parts some kinds of page add. */
export function PageBody({ model }: { model: PageModel }) {
  const { page, language } = model;
  return (
    <article>
      <h1 id="page-title" className="page-title" tabIndex={-1}>
        {page.title}
      </h1>
      {model.badges?.length ? (
        <p className="page-badges">
          {model.badges.map((badge) => (
            <span key={badge} className={`chip chip-${badge}`}>
              {translate(language, BADGE_LABELS[badge])}
            </span>
          ))}
        </p>
      ) : null}
      {page.post && (
        <div className="post-header">
          <PostMeta post={page.post} />
          <PostTags tags={page.post.tags} />
        </div>
      )}
      {page.description && <p className="page-lead">{page.description}</p>}
      {model.kind === 'page' && <PageActions path={page.path} language={language} />}
      {page.tabs && <PageTabsNav tabs={page.tabs} current={page.path} language={language} />}
      <PageContent page={page} serverStyling={model.preferences.codeStyling} />
      {page.api && <ApiSections api={page.api} page={page.path} />}
      {page.apis?.map((api) => (
        // `id`: the address packages' docs use for a component of the tab (`components-api#popper`, Joy's Menu).
        <section key={api.name} id={kebabCase(api.name)} aria-labelledby={`${api.name}-api`}>
          <h2 id={`${api.name}-api`} className="api-component-title">
            {api.name}
          </h2>
          <ApiSections api={api} page={page.path} idPrefix={`${api.name}-`} />
        </section>
      ))}
      {page.hooks?.map((hook) => (
        <section key={hook.name} aria-labelledby={`${hook.name}-api`}>
          <h2 id={`${hook.name}-api`} className="api-component-title">
            {hook.name}
          </h2>
          <HookSections hook={hook} page={page.path} />
        </section>
      ))}
      {page.usedIn && page.usedIn.length > 0 && (
        <div className="markdown-body">
          <h2 id="demos">Demos</h2>
          <ul>
            {page.usedIn.map((link) => (
              <li key={link.pathname}>
                <a href={localizeHref(link.pathname, language)}>{link.title}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {page.posts && <BlogIndex posts={page.posts} language={language} />}
      {page.versions && <VersionsTables products={page.versions as ProductVersions[]} language={language} />}
      {model.kind === 'not-found' && <NotFoundLinks model={model} />}
      {model.search && <SearchResultsPage search={model.search} language={language} />}
    </article>
  );
}

/**
 * The page as Markdown (built beside it at its path plus `.md`): copied with one
 * click for notes and tools, or opened. The delegated handler in
 * client/browser/code-blocks-dom.ts does the copying.
 */
function PageActions({ path, language }: { path: string; language: PageModel['language'] }) {
  const href = markdownPathOf(path);
  return (
    <div className="page-actions">
      <button
        type="button"
        className="demo-toolbar-button"
        data-copy-page={href}
        data-copied-label={translate(language, 'copied')}
        data-ga-event-category="page"
        data-ga-event-action="copy-markdown"
      >
        <span className="copy-label">{translate(language, 'copyPage')}</span>
      </button>
      <a className="demo-toolbar-button" href={href} type="text/markdown">
        {translate(language, 'viewMarkdown')}
      </a>
    </div>
  );
}

/** The compiled body: one block of HTML, or HTML parts with live demos between them. */
function PageContent({ page, serverStyling }: { page: PageModel['page']; serverStyling: CodeStyling }) {
  // Trusted HTML compiled at build time from the repository's Markdown.
  if (!page.parts) return <div id="page-content" className="markdown-body" dangerouslySetInnerHTML={{ __html: page.html }} />;
  // In the browser the first page's HTML is not in its model (it was sent once,
  // as HTML): an unchanged empty string tells React to leave that markup alone.
  return (
    <div id="page-content">
      {bodyParts(page).map((part) =>
        'html' in part ? (
          <div key={part.part} className="markdown-body" data-part={part.part} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <Demo key={part.demo.id} demo={part.demo} bundle={page.demoBundle} serverStyling={serverStyling} index={part.position} />
        ),
      )}
    </div>
  );
}

const TAB_LABELS = { demos: 'Demos', componentsApi: 'Components API', hooksApi: 'Hooks API' } as const;

/** Demos / Components API / Hooks API of a component page. */
function PageTabsNav({ tabs, current, language }: { tabs: PageTabs; current: string; language: PageModel['language'] }) {
  const entries = (Object.keys(TAB_LABELS) as (keyof PageTabs)[]).filter((key) => tabs[key]);
  return (
    <nav className="page-tabs" aria-label="Page sections">
      {entries.map((key) => (
        <a key={key} href={localizeHref(tabs[key]!, language)} aria-current={tabs[key] === current ? 'page' : undefined}>
          {TAB_LABELS[key]}
        </a>
      ))}
    </nav>
  );
}

function NotFoundLinks({ model }: { model: PageModel }) {
  const { language, section, suggestions = [] } = model;
  return (
    <div className="markdown-body">
      {suggestions.length > 0 && (
        <>
          <h2>{translate(language, 'notFoundSuggestions')}</h2>
          <ul>
            {suggestions.map((link) => (
              <li key={link.pathname}>
                <a href={localizeHref(link.pathname, language)}>{link.title}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <ul>
        <li>
          <a href={localizeHref('/', language)}>{translate(language, 'goHome')}</a>
        </li>
        {section.landing !== '/' && (
          <li>
            <a href={localizeHref(section.landing, language)}>
              {translate(language, 'goSection')} {section.title}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}

/** `ButtonBase` → `button-base`. */
const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

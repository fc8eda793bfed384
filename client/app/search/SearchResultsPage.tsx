import { translate } from '../i18n';
import { localizeHref } from '../links';
import type { PageModel, SearchPageData } from '../page-data';
import { Highlighted } from './Highlighted';

/** Labels of result kinds, shown beside an API row's name. */
export const KIND_LABELS: Readonly<Record<string, string>> = {
  'api-tab': 'API',
  prop: 'prop',
  slot: 'slot',
  class: 'CSS class',
  'css-variable': 'CSS variable',
  hook: 'hook',
  parameter: 'parameter',
  return: 'return value',
};

/**
 * `/search?q=`: a form that works without JavaScript, and the results as an
 * ordered list of links, best first, each with its library and page.
 */
export function SearchResultsPage({ search, language }: { search: SearchPageData; language: PageModel['language'] }) {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const { query, hits, library } = search;
  return (
    <div className="search-page">
      <form role="search" className="search-page-form" action={localizeHref('/search', language)} method="get">
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          id="search-page-input"
          className="search-page-input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={200}
          autoComplete="off"
        />
        {library && <input type="hidden" name="lib" value={library} />}
        <button type="submit" className="demo-toolbar-button">
          {t('searchSubmit')}
        </button>
      </form>
      {query ? (
        <p className="search-page-summary" role="status">
          {hits.length ? `${hits.length} ${t('searchResultCount')}` : t('searchNoResults')} “{query}”
        </p>
      ) : (
        <p className="search-page-summary">{t('searchHint')}</p>
      )}
      {hits.length > 0 && (
        <ol className="search-results">
          {hits.map((hit) => (
            <li key={hit.href}>
              <a href={hit.href} className="search-result-link">
                <Highlighted text={hit.title} terms={hit.terms} />
                {KIND_LABELS[hit.kind] && <span className="search-result-kind"> {KIND_LABELS[hit.kind]}</span>}
              </a>
              <div className="search-result-context">
                {hit.libraryTitle} › {hit.page}
              </div>
              {hit.excerpt && (
                <p className="search-result-excerpt">
                  <Highlighted text={hit.excerpt} terms={hit.terms} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

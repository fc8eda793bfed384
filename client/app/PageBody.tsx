import Typography from '@mui/material/Typography';
import { ApiSections } from './api/ApiSections';
import { translate } from './i18n';
import { localizeHref } from './links';
import type { PageModel, ProductVersions } from './page-data';
import { VersionsTables } from './VersionsTables';

/** The page itself: h1, lead, compiled body, and the parts some kinds of page add. */
export function PageBody({ model }: { model: PageModel }) {
  const { page, language } = model;
  return (
    <article>
      <Typography variant="h1" id="page-title" tabIndex={-1} sx={{ mb: 1.5, outline: 'none' }}>
        {page.title}
      </Typography>
      {page.description && (
        <Typography component="p" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 3 }}>
          {page.description}
        </Typography>
      )}
      {/* Trusted HTML compiled at build time from the repository's Markdown. */}
      <div id="page-content" className="markdown-body" dangerouslySetInnerHTML={{ __html: page.html }} />
      {page.api && <ApiSections api={page.api} />}
      {page.versions && <VersionsTables products={page.versions as ProductVersions[]} language={language} />}
      {model.kind === 'not-found' && <NotFoundLinks model={model} />}
    </article>
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

import type { Theme } from '@mui/material/styles';
import type { Language } from '../../worker/paths/languages';
import { translate } from './i18n';
import type { TocEntry } from './page-data';

/** Styled once, in the global styles (a styled component would serialize them again on every page change). */
export const tocStyles = (theme: Theme) => ({
  '.toc': {
    fontSize: '0.8125rem',
    '& h2': {
      fontSize: '0.75rem',
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
      margin: theme.spacing(0, 0, 1),
      color: theme.vars.palette.text.secondary,
    },
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& a': {
      display: 'block',
      padding: theme.spacing(0.5, 1),
      color: theme.vars.palette.text.secondary,
      textDecoration: 'none',
      borderInlineStart: `1px solid ${theme.vars.palette.divider}`,
    },
    '& a:hover': { color: theme.vars.palette.text.primary, borderColor: theme.vars.palette.text.secondary },
    '& .level-3 a': { paddingInlineStart: theme.spacing(2.5) },
  },
});

/** "Contents": links to the page's h2 and h3 headings. */
export function TableOfContents({ toc, language }: { toc: TocEntry[]; language: Language }) {
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">{translate(language, 'onThisPage')}</h2>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`level-${entry.level}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { Theme } from '@mui/material/styles';
import { translate } from './i18n';
import { localizeHref } from './links';
import type { PageModel } from './page-data';
import { primaryText } from './theme';

/** Styled once, in the global styles (a styled component would serialize them again on every page change). */
export const pagerStyles = (theme: Theme) => ({
  '.pager': {
    // Above the article: a last part still skipped by `content-visibility` is laid out at its estimated
    // height, and what overflows it (unpainted, but still in hit tests) must not cover these links.
    position: 'relative',
    zIndex: 1,
    // Opaque for the same reason: a contrast check must not find that overflow behind the links.
    background: theme.vars.palette.background.default,
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
    marginTop: theme.spacing(6),
    paddingTop: theme.spacing(3),
    borderTop: `1px solid ${theme.vars.palette.divider}`,
    '& a': {
      display: 'flex',
      flexDirection: 'column',
      textDecoration: 'none',
      ...primaryText(theme),
      fontWeight: 600,
      maxWidth: '48%',
      // A title can be one long word (`GridRowClassNameParams`), which would widen a phone's page.
      overflowWrap: 'anywhere',
    },
    '& a small': { color: theme.vars.palette.text.secondary, fontWeight: 400 },
    '& a[rel="next"]': { marginInlineStart: 'auto', textAlign: 'end' },
  },
});

/** Links to the previous and next pages in reading order. */
export function PrevNext({ model }: { model: PageModel }) {
  const { prev, next, language } = model;
  if (!prev && !next) return null;
  // A blog post's neighbors are the posts before and after it in time.
  const [prevLabel, nextLabel] = model.page.post
    ? [translate(language, 'olderPost'), translate(language, 'newerPost')]
    : [translate(language, 'previousPage'), translate(language, 'nextPage')];
  return (
    <nav className="pager" aria-label={`${prevLabel} / ${nextLabel}`}>
      {prev && (
        <a href={localizeHref(prev.pathname, language)} rel="prev">
          <small>{prevLabel}</small>
          {prev.title}
        </a>
      )}
      {next && (
        <a href={localizeHref(next.pathname, language)} rel="next">
          <small>{nextLabel}</small>
          {next.title}
        </a>
      )}
    </nav>
  );
}

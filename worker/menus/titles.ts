/** Capitalizes each hyphen-separated word: `toggle-button` → `Toggle Button`. */
function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** Joins hyphen-separated words in PascalCase, or camelCase for hooks (`use-…`). */
function codeCase(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const joined = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return words[0] === 'use' ? joined[0].toLowerCase() + joined.slice(1) : joined;
}

/**
 * The title a menu entry gets when it has none: the last path segment without
 * `react-`, title-cased; API pages are named like the export (`ButtonBase`,
 * `useAutocomplete`).
 */
export function derivePageTitle(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = (segments.at(-1) ?? '').replace(/^react-/, '');
  return segments.includes('api') ? codeCase(last) : titleCase(last);
}

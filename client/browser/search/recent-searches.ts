/** Where recent searches are kept (localStorage), newest first. */
export const RECENT_SEARCHES_KEY = 'mui-search-recent';
export const MAX_RECENT_SEARCHES = 5;

/** The stored list, or none when what is stored is not a list of strings (storage is the reader's, not ours). */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && item.length <= 200).slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** The list with a query added in front, once (case-insensitively), at most MAX_RECENT_SEARCHES long. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const text = query.trim();
  if (!text) return [...list];
  return [text, ...list.filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(0, MAX_RECENT_SEARCHES);
}

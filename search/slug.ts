/** Turns heading text into an id: lowercase, words joined by hyphens, punctuation dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** Hands out unique slugs within one page: `usage`, `usage-1`, `usage-2`. */
export function createSlugger(): (text: string) => string {
  const counts = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'section';
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

/** How an API section (props, classes, slots, CSS variables) is laid out (spec section 3). */
export const API_LAYOUTS = ['collapsed', 'expanded', 'table'] as const;
export type ApiLayout = (typeof API_LAYOUTS)[number];
export type ApiSection = 'props' | 'classes' | 'slots' | 'css-variables';

/** The layout of the server and the first client render, and always for bots. */
export const INITIAL_API_LAYOUT: ApiLayout = 'expanded';

/** localStorage key of one section's layout. */
export const apiLayoutKey = (section: ApiSection) => `apiPage_${section}`;

export interface LayoutStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/**
 * The layout a reader sees once the page is interactive: what they chose or
 * were given before, else one picked at random once and saved as their
 * default. Bots always get the expanded layout. Storage failures are ignored.
 */
export function chooseApiLayout(section: ApiSection, options: { isBot: boolean; storage: LayoutStorage; random: () => number }): ApiLayout {
  if (options.isBot) return INITIAL_API_LAYOUT;
  const key = apiLayoutKey(section);
  let stored: string | null = null;
  try {
    stored = options.storage.get(key);
  } catch {
    // storage unavailable: choose, and try to save below
  }
  const known = API_LAYOUTS.find((layout) => layout === stored);
  if (known) return known;
  const chosen = API_LAYOUTS[Math.min(API_LAYOUTS.length - 1, Math.floor(options.random() * API_LAYOUTS.length))];
  try {
    options.storage.set(key, chosen);
  } catch {
    // the choice lasts for this page only
  }
  return chosen;
}

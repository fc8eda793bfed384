/** Share of visits that report web vitals (spec section 9: about 0.01%). */
export const VITALS_SAMPLE_RATE = 0.0001;

export interface ClickEvent {
  category: string;
  action: string | null;
  label: string | null;
}

/**
 * The analytics event of a click on an element carrying `data-ga-event-*`
 * attributes, or null when `data-ga-event-split` drops it: the event is kept
 * only when the random draw is at most the split.
 */
export function clickEventFrom(dataset: Record<string, string | undefined>, draw: number): ClickEvent | null {
  const category = dataset.gaEventCategory;
  if (!category) return null;
  const split = dataset.gaEventSplit === undefined ? NaN : Number(dataset.gaEventSplit);
  if (!Number.isNaN(split) && split < draw) return null;
  return { category, action: dataset.gaEventAction ?? null, label: dataset.gaEventLabel ?? null };
}

/** User properties sent with page views. */
export function userProperties(input: {
  codeVariant: string;
  language: string;
  devicePixelRatio: number;
  systemDark: boolean;
  chosenScheme: string;
}) {
  return {
    codeVariant: input.codeVariant,
    userLanguage: input.language,
    devicePixelRatio: Math.round(input.devicePixelRatio * 10) / 10,
    colorSchemeOS: input.systemDark ? 'dark' : 'light',
    colorScheme: input.chosenScheme,
  };
}

/** Whether this visit reports web vitals. */
export function shouldReportVitals(draw: number): boolean {
  return draw <= VITALS_SAMPLE_RATE;
}

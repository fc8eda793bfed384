import { COOKIE_MAX_AGE } from '../app/preferences';

/** A preference cookie for the whole site, kept a year (spec section 9); null removes it. */
export function preferenceCookie(name: string, value: string | null): string {
  if (value === null) return `${name}=;path=/;max-age=0;samesite=lax`;
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${COOKIE_MAX_AGE};samesite=lax`;
}

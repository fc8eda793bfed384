/**
 * Request targets that try to turn a redirect into an off-site one. Shared by
 * the pure path-rule tests and the worker tests, so both prove the same thing.
 */
export const OPEN_REDIRECT_TARGETS = [
  '//evil.com',
  '//evil.com/',
  '///evil.com/',
  '////evil.com//',
  '/\\evil.com/',
  '/\\/evil.com/',
  '/%5Cevil.com/',
  '/%5C%5Cevil.com/',
  '/%2F%2Fevil.com/',
  '/%2f%2fevil.com/',
  '/en//evil.com/',
  '/en/%2F%2Fevil.com/',
  '/en/\\\\evil.com',
  '/zh//evil.com/',
  '/https://evil.com/',
  '/http:/evil.com/',
  '/%09/evil.com/',
  '/.//evil.com/',
  '/api//evil.com/',
  '/api-docs/%2F%2Fevil.com',
  '/material-ui//evil.com/',
] as const;

/** Malformed percent-encodings: a 400 page, never a thrown error. */
export const MALFORMED_ESCAPES = ['/%A0', '/%E0%A4%A', '/material-ui/%', '/%ZZ', '/zh/%C3%28'] as const;

/** Encoded traversal: never a file outside the asset manifest. */
export const TRAVERSAL_TARGETS = [
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fwrangler.toml',
  '/static/%2e%2e/_pages/index.json',
  '/static/..%2f_pages/index.json',
  '/%2e%2e%2f_pages/index.json',
  '/_pages/index.json',
  '/static/%5C..%5C_pages/index.json',
] as const;

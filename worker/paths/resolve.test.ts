import { describe, expect, it } from 'vitest';
import { MALFORMED_ESCAPES, OPEN_REDIRECT_TARGETS } from '../../test/cases/hostile-paths';
import { resolvePath, sameOriginLocation, type Route } from './resolve';

const ORIGIN = 'https://mui.com';
const pages = new Set(['/', '/material-ui/getting-started/installation', '/material-ui/api/button', '/system']);
const options = { hasPage: (path: string) => pages.has(path) };

/** Resolves a raw request target the way the worker sees it: through the URL parser. */
function resolveTarget(target: string): Route {
  const url = new URL(`${ORIGIN}${target}`);
  return resolvePath(url.pathname, url.search, options);
}

describe('resolvePath: pages and languages', () => {
  it.each([
    ['/', { kind: 'page', path: '/', language: 'en' }],
    ['/material-ui/getting-started/installation', { kind: 'page', path: '/material-ui/getting-started/installation', language: 'en' }],
    ['/zh/material-ui/getting-started/installation', { kind: 'page', path: '/material-ui/getting-started/installation', language: 'zh' }],
    ['/pt/system', { kind: 'page', path: '/system', language: 'pt' }],
    ['/zh', { kind: 'page', path: '/', language: 'zh' }],
    ['/fr/system', { kind: 'not-found', path: '/fr/system', language: 'en' }],
    ['/nope', { kind: 'not-found', path: '/nope', language: 'en' }],
  ])('%s', (target, expected) => {
    expect(resolveTarget(target)).toEqual(expected);
  });
});

describe('resolvePath: canonical redirects', () => {
  it.each([
    ['/system/', '/system'],
    ['/system//', '/system'],
    ['//system', '/system'],
    ['/material-ui//getting-started///installation/', '/material-ui/getting-started/installation'],
    ['/system/?q=1', '/system?q=1'],
    ['/en/system', '/system'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/system/?a=b', '/system?a=b'],
    ['/zh/', '/zh'],
    ['/zh/system/', '/zh/system'],
    ['/api/button', '/material-ui/api/button'],
    ['/api-docs/button', '/material-ui/api/button'],
    ['/zh/api/button', '/zh/material-ui/api/button'],
    ['/api/button/?x=1', '/api/button?x=1'],
  ])('%s answers 301 to %s', (target, location) => {
    expect(resolveTarget(target)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it('answers 404 for a legacy API address whose page does not exist', () => {
    expect(resolveTarget('/api-docs/not-a-component')).toMatchObject({ kind: 'not-found' });
    expect(resolveTarget('/api/not-a-component')).toMatchObject({ kind: 'not-found' });
  });
});

describe('resolvePath: hostile input never leaves the site', () => {
  it.each(OPEN_REDIRECT_TARGETS)('does not redirect %s off-site', (target) => {
    const route = resolveTarget(target);
    if (route.kind === 'redirect') {
      expect(route.location).toMatch(/^\/(?!\/)/);
      expect(new URL(sameOriginLocation(route.location, ORIGIN)).origin).toBe(ORIGIN);
    } else {
      expect(['not-found', 'bad-request', 'page']).toContain(route.kind);
    }
  });

  it.each(MALFORMED_ESCAPES)('answers 400 for the malformed escape %s without throwing', (target) => {
    expect(resolveTarget(target)).toMatchObject({ kind: 'bad-request' });
  });

  it.each(['/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fwrangler.toml', '/static/%2e%2e/_pages/index.json'])(
    'treats the encoded traversal %s as an unknown page',
    (target) => {
      expect(resolveTarget(target).kind).toMatch(/not-found|redirect/);
    },
  );

  it('refuses a very long path with 400', () => {
    expect(resolveTarget(`/${'a'.repeat(5000)}`)).toMatchObject({ kind: 'bad-request' });
  });

  it('refuses to build a Location on another origin', () => {
    expect(() => sameOriginLocation('//evil.com/', ORIGIN)).toThrow();
    expect(sameOriginLocation('/system?x=1', ORIGIN)).toBe('https://mui.com/system?x=1');
  });
});

describe('resolvePath: menu group addresses', () => {
  const groups = new Map([['/material-ui/getting-started', '/material-ui/getting-started/installation']]);
  const resolveGroup = (target: string) => {
    const url = new URL(`${ORIGIN}${target}`);
    return resolvePath(url.pathname, url.search, { ...options, groupTarget: (path) => groups.get(path) });
  };

  it.each([
    ['/material-ui/getting-started', '/material-ui/getting-started/installation'],
    ['/material-ui/getting-started/', '/material-ui/getting-started/installation'],
    ['/en/material-ui/getting-started/?ref=x', '/material-ui/getting-started/installation?ref=x'],
    ['/zh/material-ui/getting-started', '/zh/material-ui/getting-started/installation'],
    ['/pt/material-ui/getting-started/', '/pt/material-ui/getting-started/installation'],
  ])('%s answers one redirect to %s', (target, location) => {
    expect(resolveGroup(target)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it('leaves other addresses alone', () => {
    expect(resolveGroup('/material-ui/getting-started/installation')).toMatchObject({ kind: 'page' });
    expect(resolveGroup('/material-ui/getting-started-group')).toMatchObject({ kind: 'not-found' });
  });
});

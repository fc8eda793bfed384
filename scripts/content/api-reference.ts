import { Marked } from 'marked';
import type { ApiReference, HookReference } from '../../client/app/api/api-data';
import type { ApiDoc, HookApi } from '../api/types';
import { canonicalizePath } from '../../worker/paths/canonical';

/**
 * A site link in the worker's canonical form: the package's JSDoc links pages
 * with a trailing slash (`/material-ui/transitions/#transitioncomponent-prop`),
 * which would cost the reader a redirect.
 */
export function canonicalSiteHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  // Base UI's API tabs (`/base-ui/react-popper/components-api/#popper`, what Joy UI's Menu says it
  // inherits) are generated here as a page per component or hook: `/base-ui/api/popper`.
  const baseTab = /^\/base-ui\/react-[a-z-]+\/(?:components|hooks)-api\/?#([a-z0-9-]+)$/.exec(href);
  if (baseTab) return `/base-ui/api/${baseTab[1]}`;
  const end = href.search(/[?#]/);
  return end === -1 ? canonicalizePath(href) : canonicalizePath(href.slice(0, end)) + href.slice(end);
}

const markdown = new Marked({
  walkTokens(token) {
    if (token.type === 'link') token.href = canonicalSiteHref(token.href);
  },
});

/** JSDoc Markdown to inline HTML; the text comes from the installed package's declarations. */
const html = (text: string) => (text ? markdown.parse(text, { async: false }) : '');

/** What a page carries of an extracted API: descriptions compiled, nothing else changed. */
export function toApiReference(doc: ApiDoc): ApiReference {
  return {
    name: doc.name,
    importPaths: doc.importPaths,
    descriptionHtml: html(doc.description),
    // Site paths are canonical: no trailing slash.
    inheritsFrom: doc.inheritsFrom && { ...doc.inheritsFrom, path: canonicalSiteHref(doc.inheritsFrom.path) },
    ...(doc.systemProps ? { systemProps: true } : {}),
    ...(doc.plan ? { plan: doc.plan } : {}),
    ...(doc.membersTitle ? { membersTitle: doc.membersTitle } : {}),
    props: doc.props.map(({ description, ...prop }) => ({ ...prop, descriptionHtml: html(description) })),
    classes: doc.classes.map(({ description, ...cls }) => ({ ...cls, descriptionHtml: html(description) })),
    slots: doc.slots.map(({ description, ...slot }) => ({ ...slot, descriptionHtml: html(description) })),
    ...(doc.cssVariables?.length ? { cssVariables: doc.cssVariables } : {}),
  };
}

/** What a page carries of an extracted hook API. */
export function toHookReference(hook: HookApi): HookReference {
  return {
    name: hook.name,
    importPaths: hook.importPaths,
    descriptionHtml: html(hook.description),
    parameters: hook.parameters.map(({ description, ...prop }) => ({ ...prop, descriptionHtml: html(description) })),
    returnValue: hook.returnValue.map(({ description, ...prop }) => ({ ...prop, descriptionHtml: html(description) })),
  };
}

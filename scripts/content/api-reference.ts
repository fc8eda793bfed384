import { marked } from 'marked';
import type { ApiReference, HookReference } from '../../client/app/api/api-data';
import type { ApiDoc, HookApi } from '../api/types';

/** JSDoc Markdown to inline HTML; the text comes from the installed package's declarations. */
const html = (markdown: string) => (markdown ? marked.parse(markdown, { async: false }) : '');

/** What a page carries of an extracted API: descriptions compiled, nothing else changed. */
export function toApiReference(doc: ApiDoc): ApiReference {
  return {
    name: doc.name,
    importPaths: doc.importPaths,
    descriptionHtml: html(doc.description),
    // Site paths are canonical: no trailing slash.
    inheritsFrom: doc.inheritsFrom && { ...doc.inheritsFrom, path: doc.inheritsFrom.path.replace(/(.)\/+$/, '$1') },
    props: doc.props.map(({ description, ...prop }) => ({ ...prop, descriptionHtml: html(description) })),
    classes: doc.classes.map(({ description, ...cls }) => ({ ...cls, descriptionHtml: html(description) })),
    slots: doc.slots.map(({ description, ...slot }) => ({ ...slot, descriptionHtml: html(description) })),
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

/**
 * What the worker bundle gets for a bare `import 'react-dom'` (the browser's
 * renderer, about 130 KB minified). Components import it for `createPortal`
 * and `flushSync`, but only call them in effects and event handlers, which
 * never run in a server render, and React's server renderer does not use it.
 * Anything that would touch a DOM says so instead of failing quietly.
 */
import { version as reactVersion } from 'react';

const browserOnly = (name: string) => () => {
  throw new Error(`react-dom's ${name} runs in the browser only; the worker renders with react-dom/server`);
};

export const version = reactVersion;
export const createPortal = browserOnly('createPortal');
export const findDOMNode = browserOnly('findDOMNode');
export const render = browserOnly('render');
export const hydrate = browserOnly('hydrate');
export const unmountComponentAtNode = browserOnly('unmountComponentAtNode');
export const createRoot = browserOnly('createRoot');
export const hydrateRoot = browserOnly('hydrateRoot');
export const unstable_renderSubtreeIntoContainer = browserOnly('unstable_renderSubtreeIntoContainer');
/** Without a DOM there is nothing to flush: the callback runs as it is. */
export function flushSync<R>(callback?: () => R): R | undefined {
  return callback?.();
}
export function unstable_batchedUpdates<A, R>(callback: (a: A) => R, a: A): R {
  return callback(a);
}
const ReactDOM = {
  version,
  createPortal,
  findDOMNode,
  render,
  hydrate,
  unmountComponentAtNode,
  createRoot,
  hydrateRoot,
  unstable_renderSubtreeIntoContainer,
  flushSync,
  unstable_batchedUpdates,
};
export default ReactDOM;

/**
 * The `identifierPrefix` of a demo's React root, on the server and when it
 * hydrates. Each demo is a root of its own, and React counts `useId` ids per
 * root: without a prefix two demos of a page would hand out the same ids, and a
 * label's `for` or an `aria-controls` could point into another demo.
 * A demo's name is unique on its page (`material-ui/react-button/BasicButtons`).
 */
export function demoIdPrefix(demoId: string): string {
  const name = demoId.slice(demoId.lastIndexOf('/') + 1).replace(/[^A-Za-z0-9]/g, '');
  return `${name || 'demo'}-`;
}

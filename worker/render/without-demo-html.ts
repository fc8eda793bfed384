import type { PageModel } from '../../client/app/page-data';

/** A page's demos without the HTML the build rendered, of every styling (the worker's alone). */
export function withoutDemoHtml(demos: PageModel['page']['demos']): PageModel['page']['demos'] {
  return demos?.map(({ html: _html, stylings, ...demo }) =>
    stylings ? { ...demo, stylings: stylings.map(({ html: _styled, ...styling }) => styling) } : demo,
  );
}

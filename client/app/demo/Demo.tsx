import { useEffect, useRef, useState } from 'react';
import { CopyButton } from '../CopyButton';
import { useEnvironment } from '../environment';
import type { DemoData } from '../page-data';
import { type CodeStyling, DEFAULT_PREFERENCES } from '../preferences';
import { useCodePreferences } from '../useCodePreferences';
import { previewHtml } from './deferred-preview';
import { demoForStyling } from './stylings';

/** The demo's id as a page anchor: `BasicButtons` → `basic-buttons`. */
export function demoAnchor(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

// Never changes, so React never touches what the demo's own root renders inside.
const LEAVE_AS_IS = { __html: '' };

/**
 * A live demo: the component itself, then a toolbar to show its source, pick
 * TS or JS, copy it, or open the API of the components it uses.
 *
 * The server renders the component into the preview. In the browser the preview
 * belongs to a root of its own (`mountDemo`), hydrated when the demo comes into
 * view or the page is idle, so the page is interactive before any demo is.
 * The source is not in the page: the variant the reader picks is fetched when
 * the code is opened; without JavaScript, links lead to it.
 *
 * Past the first screen, the server sends the preview inert (`deferred-preview.ts`): its root puts it in
 * place as it comes near.
 *
 * A demo written in several code stylings shows the reader's: the server
 * renders the cookie's (`serverStyling`), hydration starts from it, and the
 * reader's current choice (a hash, the settings drawer) then swaps the live
 * demo and its source in place, each styling a root of its own.
 */
export function Demo({
  demo: written,
  bundle,
  serverStyling = DEFAULT_PREFERENCES.codeStyling,
  index = 0,
}: {
  demo: DemoData;
  bundle: string | undefined;
  serverStyling?: CodeStyling;
  /** The demo's place on its page, from 0. */
  index?: number;
}) {
  const environment = useEnvironment();
  const preview = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [{ codeVariant, codeStyling }, setCodePreferences] = useCodePreferences();
  // The first render of a hydrating page matches the server's (its styling); one mounted by a page change
  // starts from the reader's, with no second render of every demo after the new page's first frame.
  const [hydrated, setHydrated] = useState(() => environment.hydration() === 'hydrated');
  useEffect(() => setHydrated(true), []);
  const demo = demoForStyling(written, hydrated ? codeStyling : serverStyling);
  const shownStyling = written.stylings?.find((variant) => variant.id === demo.id)?.styling;
  const serverHtml = environment.demoHtml(demo.id);
  const [code, setCode] = useState<Record<string, string>>({});
  const codeId = `${demoAnchor(demo.name)}-code`;
  const href = demo.code[codeVariant];

  useEffect(() => {
    if (!bundle || !preview.current) return;
    return environment.mountDemo(preview.current, { id: demo.id, bundle });
  }, [environment, demo.id, bundle]);

  useEffect(() => {
    if (!open || code[href] !== undefined) return;
    let current = true;
    environment.loadDemoCode(href).then(
      (html) => current && setCode((loaded) => ({ ...loaded, [href]: html })),
      () =>
        current && setCode((loaded) => ({ ...loaded, [href]: `<p role="alert">The source could not be loaded. ${sourceLinks(demo)}</p>` })),
    );
    return () => {
      current = false;
    };
  }, [environment, open, href, code, demo]);

  return (
    <section
      className="demo"
      id={demoAnchor(demo.name)}
      aria-label={`Demo: ${demo.name}`}
      data-code-ts={demo.code.TS}
      data-demo-styling={shownStyling}
      data-code-js={demo.code.JS}
    >
      {/* Keyed by module: another styling's demo gets an element (and a root) of its own. */}
      {serverHtml !== undefined ? (
        <div
          key={demo.id}
          className="demo-preview"
          data-demo={demo.id}
          dangerouslySetInnerHTML={{ __html: previewHtml(serverHtml, index) }}
        />
      ) : (
        <div
          key={demo.id}
          className="demo-preview"
          data-demo={demo.id}
          ref={preview}
          dangerouslySetInnerHTML={LEAVE_AS_IS}
          suppressHydrationWarning
        />
      )}
      <div className="demo-toolbar" role="toolbar" aria-label={`${demo.name} source`}>
        <button
          type="button"
          className="demo-toolbar-button"
          aria-expanded={open}
          aria-controls={codeId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide code' : 'Show code'}
        </button>
        {demo.stylings && demo.stylings.length > 1 && (
          <div className="code-styling-switch" role="group" aria-label="Code styling">
            {demo.stylings.map(({ styling }) => (
              <button
                key={styling}
                type="button"
                aria-pressed={styling === shownStyling}
                onClick={() => setCodePreferences({ codeStyling: styling })}
              >
                {styling}
              </button>
            ))}
          </div>
        )}
        <div className="code-variant-switch" role="group" aria-label="Code language">
          <button type="button" data-set-code-variant="TS">
            TS
          </button>
          <button type="button" data-set-code-variant="JS">
            JS
          </button>
        </div>
        <CopyButton />
        <span className="demo-api-links">
          {demo.apiLinks.map((link) => (
            <a key={link.pathname} href={link.pathname}>
              {link.title} API
            </a>
          ))}
        </span>
      </div>
      <div
        id={codeId}
        className="demo-code"
        hidden={!open}
        // The server sends links for readers without JavaScript; the browser
        // fills in the source once it is fetched.
        dangerouslySetInnerHTML={{
          __html: serverHtml !== undefined ? `<p class="demo-source-links">${sourceLinks(demo)}</p>` : (code[href] ?? ''),
        }}
        suppressHydrationWarning
      />
    </section>
  );
}

function sourceLinks(demo: DemoData): string {
  return `Source: <a href="${demo.code.TS}">TypeScript</a> · <a href="${demo.code.JS}">JavaScript</a>`;
}

import Button from '@mui/material/Button';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { CopyButton } from '../CopyButton';
import { useEnvironment } from '../environment';
import type { DemoData } from '../page-data';

/** Keeps a failing demo from taking the page down with it. */
class DemoBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p role="alert">This demo could not be displayed.</p> : this.props.children;
  }
}

/** The demo's id as a page anchor: `BasicButtons` → `basic-buttons`. */
export function demoAnchor(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * A live demo: the component itself (rendered on the server and hydrated),
 * then a toolbar to show its source, pick TS or JS, copy it, or open the API
 * of the components it uses. Without JavaScript the source is simply shown.
 */
export function Demo({ demo }: { demo: DemoData }) {
  const environment = useEnvironment();
  const Live = environment.demoComponent(demo.id);
  const [open, setOpen] = useState(false);
  const codeId = `${demoAnchor(demo.name)}-code`;
  return (
    <section className="demo" id={demoAnchor(demo.name)} aria-label={`Demo: ${demo.name}`}>
      <div className="demo-preview">
        <DemoBoundary>
          <Suspense fallback={null}>{Live ? <Live /> : null}</Suspense>
        </DemoBoundary>
      </div>
      <div className="demo-toolbar" role="toolbar" aria-label={`${demo.name} source`}>
        <Button size="small" aria-expanded={open} aria-controls={codeId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide code' : 'Show code'}
        </Button>
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
      <div id={codeId} className="demo-code" hidden={!open} data-demo-code={demo.id} dangerouslySetInnerHTML={{ __html: demo.codeHtml }} />
    </section>
  );
}

import { Component, type ReactNode, type RefObject, useRef, useState } from 'react';
import { CopyButton } from '../CopyButton';
import { type ShellEnvironment, useEnvironment } from '../environment';
import { type ApiPlan, type ApiReference, type HookReference, PLAN_LABELS } from './api-data';
import { API_LAYOUTS, type ApiLayout, type ApiSection, INITIAL_API_LAYOUT } from './layout-option';
import type { ScrollAnchor } from './scroll-anchor';
import { useApiLayout } from './useApiLayout';

interface Row {
  id: string;
  name: string;
  /** Short facts shown beside the name (type, class name, default element). */
  facts: { label: string; value: string }[];
  /** The MUI X plan the entry needs (a Data Grid Pro or Premium prop). */
  plan?: ApiPlan;
  descriptionHtml: string;
}

/** Props, CSS classes and slots of a component, each in the layout the reader chose. */
export function ApiSections({ api, page, idPrefix = '' }: { api: ApiReference; page: string; idPrefix?: string }) {
  const props = propRows(api.props, 'prop');
  const classes: Row[] = api.classes.map((cls) => ({
    id: `class-${cls.key}`,
    name: cls.key,
    facts: [{ label: 'Class name', value: `.${cls.className}` }],
    descriptionHtml: cls.descriptionHtml,
  }));
  const slots: Row[] = api.slots.map((slot) => ({
    id: `slot-${slot.name}`,
    name: slot.name,
    facts: slot.defaultElement ? [{ label: 'Default', value: slot.defaultElement }] : [],
    descriptionHtml: slot.descriptionHtml,
  }));
  const cssVariables: Row[] = (api.cssVariables ?? []).map((variable) => ({
    id: `css-variable${variable.name.slice(1)}`,
    name: variable.name,
    facts: variable.fallbacks.length ? [{ label: 'Fallback', value: variable.fallbacks.join(' | ') }] : [],
    descriptionHtml: cssVariableText(variable, api.name),
  }));
  return (
    <div className="markdown-body api-reference">
      <h2 id={`${idPrefix}import`}>Import</h2>
      <div className="code-block" dir="ltr">
        <pre tabIndex={0}>
          <code>{api.importPaths.join('\n')}</code>
        </pre>
        <CopyButton />
      </div>
      {api.inheritsFrom && <p>Props of {inheritedName(api.inheritsFrom)} are also available.</p>}
      {api.systemProps && (
        <p>
          {api.name.replace(/^Unstable_/, '')} also takes every <a href="/system/properties">system property</a> as a prop, such as{' '}
          <code>m</code>, <code>bgcolor</code> or <code>display</code>.
        </p>
      )}
      <Section section="props" title={api.membersTitle ?? 'Props'} rows={props} idPrefix={idPrefix} page={page} />
      {classes.length > 0 && <Section section="classes" title="CSS classes" rows={classes} idPrefix={idPrefix} page={page} />}
      {slots.length > 0 && <Section section="slots" title="Slots" rows={slots} idPrefix={idPrefix} page={page} />}
      {cssVariables.length > 0 && (
        <Section section="css-variables" title="CSS variables" rows={cssVariables} idPrefix={idPrefix} page={page} />
      )}
    </div>
  );
}

/** The inherited component, linked to its API page when the site has it. */
function inheritedName({ name, path }: NonNullable<ApiReference['inheritsFrom']>) {
  return path ? <a href={path}>{name}</a> : <code>{name}</code>;
}

/** What the extracted facts say of one CSS variable, as a sentence (HTML). */
function cssVariableText(variable: NonNullable<ApiReference['cssVariables']>[number], component: string): string {
  if (!variable.own) {
    const target = variable.name.slice(2).split('-')[0];
    return `Set by ${component} for the <code>${target}</code> inside it; set it yourself on ${component} (for example with <code>sx</code>) to change that.`;
  }
  if (variable.set) {
    return `${component} sets it in its styles (the value may depend on its props)${variable.fallbacks.length ? ' and reads it with the fallback shown' : ''}; a value given with <code>sx</code> replaces it.`;
  }
  return variable.fallbacks.length
    ? `Not set by ${component}: the fallback applies until you set it on the component or on a parent.`
    : `Not set by ${component}: it takes effect once you set it on the component or on a parent.`;
}

const propRows = (props: ApiReference['props'], kind: string): Row[] =>
  props.map((prop) => ({
    id: `${kind}-${prop.name}`,
    name: prop.required ? `${prop.name}*` : prop.name,
    facts: [{ label: 'Type', value: prop.type }, ...(prop.default ? [{ label: 'Default', value: prop.default }] : [])],
    descriptionHtml: prop.deprecated ? `<strong>Deprecated.</strong> ${prop.descriptionHtml}` : prop.descriptionHtml,
    ...(prop.plan ? { plan: prop.plan } : {}),
  }));

/** The plan badge of an entry that needs one. */
export function PlanChip({ plan }: { plan?: ApiPlan }) {
  return plan ? <span className={`plan-chip chip-${plan}`}>{PLAN_LABELS[plan]}</span> : null;
}

/** A hook's import, parameters and return value, laid out like component props. */
export function HookSections({ hook, page }: { hook: HookReference; page: string }) {
  const prefix = `${hook.name}-`;
  return (
    <div className="markdown-body api-reference">
      <h3 id={`${prefix}import`}>Import</h3>
      <div className="code-block" dir="ltr">
        <pre tabIndex={0}>
          <code>{hook.importPaths.join('\n')}</code>
        </pre>
        <CopyButton />
      </div>
      {hook.descriptionHtml && <Html html={hook.descriptionHtml} />}
      <Section section="props" title="Parameters" rows={propRows(hook.parameters, 'parameter')} idPrefix={prefix} page={page} />
      <Section section="props" title="Return value" rows={propRows(hook.returnValue, 'return')} idPrefix={`${prefix}return-`} page={page} />
    </div>
  );
}

function Section({
  section,
  title,
  rows,
  idPrefix,
  page,
}: {
  section: ApiSection;
  title: string;
  rows: Row[];
  idPrefix: string;
  page: string;
}) {
  const environment = useEnvironment();
  const element = useRef<HTMLElement>(null);
  const [{ layout, byReader }, setLayout] = useApiLayout(section, element);
  return (
    <section ref={element} aria-labelledby={`${idPrefix}${section}`} data-api-section={section} data-layout={layout}>
      <div className="api-section-header">
        <h2 id={`${idPrefix}${section}`}>{title}</h2>
        <div className="api-layout-switch" role="group" aria-label={`${title} layout`}>
          {API_LAYOUTS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === layout}
              data-api-layout-option={option}
              onClick={() => option !== layout && setLayout(option)}
            >
              {option}
            </button>
          ))}
        </div>
      </div>
      <KeptInPlace layout={layout} active={!byReader} container={element} environment={environment}>
        <Rows layout={layout} rows={rows} idPrefix={idPrefix} page={page} labelledBy={`${idPrefix}${section}`} />
      </KeptInPlace>
    </section>
  );
}

interface KeptInPlaceProps {
  layout: ApiLayout;
  /** Whether to keep the entry in place (a toggle leaves it: the reader's eyes are on the toggle above). */
  active: boolean;
  container: RefObject<HTMLElement>;
  environment: ShellEnvironment;
  children: ReactNode;
}

/**
 * Keeps the entry on screen where it is when the saved layout replaces a section's entries: the browser's own
 * scroll anchoring loses its anchor with the removed entries, so a link to one prop would otherwise leave the
 * reader thousands of pixels from it. A class, because only `getSnapshotBeforeUpdate` reads the screen after the
 * render and before the commit changes it.
 */
class KeptInPlace extends Component<KeptInPlaceProps> {
  getSnapshotBeforeUpdate(previous: KeptInPlaceProps): ScrollAnchor | null {
    const { layout, active, container, environment } = this.props;
    if (!active || previous.layout === layout || !container.current) return null;
    return environment.captureScrollAnchor(container.current);
  }

  componentDidUpdate(_props: KeptInPlaceProps, _state: unknown, anchor: ScrollAnchor | null) {
    if (anchor) this.props.environment.restoreScrollAnchor(anchor);
  }

  render() {
    return this.props.children;
  }
}

/**
 * A section's entries. Hydrating, React leaves the server's entries as they are (a large API page has
 * thousands of elements in them, and nothing in them is interactive) for as long as the section keeps the
 * server's layout; another layout replaces them with a fresh element, since React would not clear HTML it
 * never rendered.
 */
function Rows({
  layout,
  rows,
  idPrefix,
  page,
  labelledBy,
}: {
  layout: ApiLayout;
  rows: Row[];
  idPrefix: string;
  page: string;
  /** The section's heading, which names a table's scroll box. */
  labelledBy: string;
}) {
  const environment = useEnvironment();
  // The page whose server entries are kept, if any. React reuses this component when an in-place change
  // shows another API page, so the entries stop being kept, for good, once the page or the layout changes.
  const [serverPage, setServerPage] = useState(() => (environment.hydration() === 'hydrating' ? page : undefined));
  const keep = serverPage === page && layout === INITIAL_API_LAYOUT;
  if (serverPage !== undefined && !keep) setServerPage(undefined);
  if (keep) return <div key="server" className="api-rows" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div key={layout} className="api-rows">
      {layout === 'table' ? (
        <TableLayout rows={rows} idPrefix={idPrefix} labelledBy={labelledBy} />
      ) : (
        <ListLayout rows={rows} collapsed={layout === 'collapsed'} idPrefix={idPrefix} />
      )}
    </div>
  );
}

function Html({ html }: { html: string }) {
  // Descriptions come from the installed package's own documentation comments, compiled at build time.
  return <div className="api-description" dangerouslySetInnerHTML={{ __html: html }} />;
}

function ListLayout({ rows, collapsed, idPrefix }: { rows: Row[]; collapsed: boolean; idPrefix: string }) {
  const facts = (row: Row): ReactNode =>
    row.facts.map((fact) => (
      <span key={fact.label} className="api-fact">
        <span className="api-fact-label">{fact.label}:</span> <code>{fact.value}</code>
      </span>
    ));
  if (collapsed) {
    return (
      <div className="api-list api-collapsed">
        {rows.map((row) => (
          <details key={row.id} id={`${idPrefix}${row.id}`}>
            <summary>
              <code className="api-name">{row.name}</code> <PlanChip plan={row.plan} /> {facts(row)}
            </summary>
            <Html html={row.descriptionHtml} />
          </details>
        ))}
      </div>
    );
  }
  return (
    <div className="api-list api-expanded">
      {rows.map((row) => (
        <div key={row.id} id={`${idPrefix}${row.id}`} className="api-entry">
          <h3>
            <code className="api-name">{row.name}</code> <PlanChip plan={row.plan} />
          </h3>
          <div className="api-facts">{facts(row)}</div>
          <Html html={row.descriptionHtml} />
        </div>
      ))}
    </div>
  );
}

function TableLayout({ rows, idPrefix, labelledBy }: { rows: Row[]; idPrefix: string; labelledBy: string }) {
  const labels = [...new Set(rows.flatMap((row) => row.facts.map((fact) => fact.label)))];
  // On a phone the table overflows its column: its scroll box takes the keyboard's focus (see markdown.ts).
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="api-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            {labels.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} id={`${idPrefix}${row.id}`}>
              <td>
                <code className="api-name">{row.name}</code> <PlanChip plan={row.plan} />
              </td>
              {labels.map((label) => {
                const value = row.facts.find((fact) => fact.label === label)?.value;
                return <td key={label}>{value !== undefined && <code>{value}</code>}</td>;
              })}
              <td>
                <Html html={row.descriptionHtml} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

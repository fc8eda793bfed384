import * as React from 'react';
import { extendTheme } from '@mui/joy/styles';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DataObject from '@mui/icons-material/DataObject';
import Search from '@mui/icons-material/Search';

// ---------------------------------------------------------------------------
// The data: Joy UI's default theme, walked once when the module loads.
// ---------------------------------------------------------------------------

const theme = extendTheme();
const prefix = theme.cssVarPrefix;

type Scheme = 'light' | 'dark';

interface ThemeNode {
  id: string;
  key: string;
  /** The path as you would write it in code, e.g. `colorSchemes.dark.palette.primary[500]`. */
  path: string;
  children?: ThemeNode[];
  value?: string;
  cssVar?: string;
  /** The value with every `var()` replaced by what it points to, in this scheme. */
  resolved?: string;
}

// Every variable the theme writes: the shared ones and each scheme's own.
const rootCss = theme.generateCssVars().css;
const schemeCss: Record<Scheme, Record<string, string | number>> = {
  light: { ...rootCss, ...theme.generateCssVars('light').css },
  dark: { ...rootCss, ...theme.generateCssVars('dark').css },
};
const allVariables = new Set([...Object.keys(schemeCss.light), ...Object.keys(schemeCss.dark)]);

/** Replaces each `var(--name, fallback)` with the variable's value in the scheme (or the fallback). */
function resolveVars(input: string, variables: Record<string, string | number>, depth = 0): string {
  const start = input.indexOf('var(');
  if (start === -1 || depth > 12) return input;
  let level = 0;
  let end = start + 4;
  let comma = -1;
  for (; end < input.length; end += 1) {
    const char = input[end];
    if (char === '(') level += 1;
    else if (char === ')') {
      if (level === 0) break;
      level -= 1;
    } else if (char === ',' && level === 0 && comma === -1) comma = end;
  }
  const name = input.slice(start + 4, comma === -1 ? end : comma).trim();
  const fallback = comma === -1 ? '' : input.slice(comma + 1, end).trim();
  const replacement = name in variables ? String(variables[name]) : fallback;
  const next = input.slice(0, start) + replacement + input.slice(end + 1);
  return resolveVars(next, variables, depth + 1);
}

// Parts of the theme that are functions or copies of other parts are left out.
const skippedKeys = new Set([
  'vars',
  'palette',
  'components',
  'generateCssVars',
  'getCssVar',
  'getColorSchemeSelector',
  'shouldSkipGeneratingVar',
  'unstable_sx',
  'unstable_sxConfig',
  'applyStyles',
  'spacing',
]);

function pathOf(parent: string, key: string) {
  if (!parent) return key;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${/^\d+$/.test(key) ? key : `'${key}'`}]`;
}

function buildNode(key: string, value: unknown, parentPath: string, varKeys: string[] | null, scheme: Scheme): ThemeNode | null {
  const path = pathOf(parentPath, key);
  const id = `theme-node-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
  if (typeof value === 'function' || value === undefined || value === null) return null;
  if (typeof value === 'object') {
    const children = Object.entries(value as Record<string, unknown>)
      .map(([childKey, child]) => buildNode(childKey, child, path, varKeys ? [...varKeys, childKey] : null, scheme))
      .filter((node): node is ThemeNode => node !== null);
    return { id, key, path, children };
  }
  const text = String(value);
  const candidate = varKeys ? `--${prefix}-${varKeys.join('-')}` : undefined;
  const cssVar = candidate && allVariables.has(candidate) ? candidate : undefined;
  const resolved = text.includes('var(') ? resolveVars(text, schemeCss[scheme]) : undefined;
  return { id, key, path, value: text, cssVar, resolved };
}

function buildTree(): ThemeNode[] {
  const nodes: ThemeNode[] = [];
  for (const [key, value] of Object.entries(theme)) {
    if (skippedKeys.has(key)) continue;
    if (key === 'colorSchemes') {
      const schemes = (['light', 'dark'] as const).map((scheme) => {
        const path = `colorSchemes.${scheme}`;
        const children = Object.entries(theme.colorSchemes[scheme])
          .map(([childKey, child]) => buildNode(childKey, child, path, [childKey], scheme))
          .filter((node): node is ThemeNode => node !== null);
        return { id: `theme-node-colorSchemes-${scheme}`, key: scheme, path, children };
      });
      nodes.push({ id: 'theme-node-colorSchemes', key, path: key, children: schemes });
      continue;
    }
    // Typography levels, variants and breakpoints have no variables of their own.
    const node = buildNode(key, value, '', ['typography', 'variants', 'breakpoints', 'focus'].includes(key) ? null : [key], 'light');
    if (node) nodes.push(node);
  }
  // focus.thickness is the one focus token with a variable.
  const focus = nodes.find((node) => node.key === 'focus');
  const thickness = focus?.children?.find((node) => node.key === 'thickness');
  if (thickness) thickness.cssVar = `--${prefix}-focus-thickness`;
  return nodes;
}

const tree = buildTree();

// ---------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------

function matches(node: ThemeNode, query: string) {
  return [node.key, node.path, node.value, node.cssVar, node.resolved].some(
    (field) => field !== undefined && field.toLowerCase().includes(query),
  );
}

interface SearchResult {
  /** Nodes to show: matches, their ancestors, and everything under a matching branch. */
  visible: Set<string>;
  /** Branches to open so that every match is in view. */
  open: Set<string>;
  count: number;
}

function search(nodes: ThemeNode[], query: string): SearchResult {
  const result: SearchResult = { visible: new Set(), open: new Set(), count: 0 };
  const showAll = (node: ThemeNode) => {
    result.visible.add(node.id);
    node.children?.forEach(showAll);
  };
  const walk = (node: ThemeNode): boolean => {
    const self = matches(node, query);
    if (self) result.count += 1;
    let below = false;
    for (const child of node.children ?? []) below = walk(child) || below;
    if (self) showAll(node);
    if (self || below) result.visible.add(node.id);
    if (below) result.open.add(node.id);
    return self || below;
  };
  nodes.forEach(walk);
  return result;
}

function countLeaves(node: ThemeNode): number {
  return node.children ? node.children.reduce((sum, child) => sum + countLeaves(child), 0) : 1;
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

function colorPreview(node: ThemeNode): string | undefined {
  const value = node.resolved ?? node.value ?? '';
  if (/Channel$/.test(node.key) && /^\d+ \d+ \d+$/.test(value)) return `rgb(${value})`;
  if (/^(#[0-9a-f]{3,8}|rgba?\(|hsla?\()/i.test(value)) return value;
  return undefined;
}

interface TreeContextValue {
  isOpen: (node: ThemeNode) => boolean;
  toggle: (node: ThemeNode) => void;
  isVisible: (node: ThemeNode) => boolean;
  copy: (text: string, what: string) => void;
}

const TreeContext = React.createContext<TreeContextValue | null>(null);

function CopyValueButton({ node }: { node: ThemeNode }) {
  const context = React.useContext(TreeContext)!;
  const label = `Copy the value of ${node.path}`;
  return (
    <Tooltip title="Copy value" size="sm" variant="soft">
      <IconButton
        size="sm"
        variant="plain"
        color="neutral"
        aria-label={label}
        onClick={() => context.copy(node.value ?? '', label)}
        sx={{ '--IconButton-size': '1.75rem' }}
      >
        <ContentCopy sx={{ fontSize: '0.875rem' }} />
      </IconButton>
    </Tooltip>
  );
}

function CopyVariableButton({ name }: { name: string }) {
  const context = React.useContext(TreeContext)!;
  return (
    <Tooltip title="Copy variable name" size="sm" variant="soft">
      <Button
        size="sm"
        variant="plain"
        color="primary"
        dir="ltr"
        aria-label={`Copy the variable name ${name}`}
        onClick={() => context.copy(name, `the variable name ${name}`)}
        sx={{ fontFamily: 'code', fontSize: 'xs', fontWeight: 'md', minHeight: '1.75rem', px: 0.75 }}
      >
        {name}
      </Button>
    </Tooltip>
  );
}

function Leaf({ node }: { node: ThemeNode }) {
  const swatch = colorPreview(node);
  const isShadow = node.path.startsWith('shadow.');
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.25,
        py: 0.25,
        pl: '1.75rem',
        borderRadius: 'sm',
        '&:hover': { bgcolor: 'background.level1' },
      }}
    >
      <Typography dir="ltr" level="body-sm" fontWeight="lg" textColor="text.primary" sx={{ fontFamily: 'code' }}>
        {node.key}
      </Typography>
      {swatch && (
        <Box
          aria-hidden
          sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: swatch, boxShadow: 'inset 0 0 0 1px rgba(0 0 0 / 0.15)' }}
        />
      )}
      {isShadow && node.resolved && (
        <Box aria-hidden sx={{ width: 28, height: 14, borderRadius: '3px', bgcolor: 'background.surface', boxShadow: node.resolved }} />
      )}
      <Typography
        dir="ltr"
        level="body-xs"
        sx={{ fontFamily: 'code', textAlign: 'start', overflowWrap: 'anywhere', flex: '1 1 12rem', minWidth: 0 }}
      >
        {node.value}
        {node.resolved && node.resolved !== node.value && (
          <Typography component="span" textColor="text.tertiary">
            {' '}
            → {node.resolved}
          </Typography>
        )}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, ml: 'auto' }}>
        {node.cssVar && <CopyVariableButton name={node.cssVar} />}
        <CopyValueButton node={node} />
      </Box>
    </Box>
  );
}

function Branch({ node }: { node: ThemeNode }) {
  const context = React.useContext(TreeContext)!;
  const open = context.isOpen(node);
  const children = node.children!.filter(context.isVisible);
  return (
    <>
      <Button
        variant="plain"
        color="neutral"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? node.id : undefined}
        onClick={() => context.toggle(node)}
        startDecorator={
          <ChevronRight
            sx={{
              transition: 'transform 0.15s',
              transform: open ? 'rotate(90deg)' : 'none',
              '[dir="rtl"] &': { transform: open ? 'rotate(90deg)' : 'scaleX(-1)' },
            }}
          />
        }
        sx={{
          fontFamily: 'code',
          fontWeight: 'md',
          justifyContent: 'flex-start',
          minHeight: '1.75rem',
          px: 0.5,
          '--Button-gap': '0.25rem',
        }}
      >
        {node.key}
        <Typography component="span" level="body-xs" textColor="text.tertiary" sx={{ ml: 1 }}>
          {countLeaves(node)} {countLeaves(node) === 1 ? 'value' : 'values'}
        </Typography>
      </Button>
      {open && (
        <Box component="ul" id={node.id} role="group" aria-label={node.path} sx={listStyles}>
          {children.map((child) => (
            <Item key={child.id} node={child} />
          ))}
        </Box>
      )}
    </>
  );
}

function Item({ node }: { node: ThemeNode }) {
  return <li>{node.children ? <Branch node={node} /> : <Leaf node={node} />}</li>;
}

const listStyles = {
  listStyle: 'none',
  m: 0,
  pl: 0,
  '& &': { pl: 2, ml: 1.25, borderInlineStart: '1px solid', borderColor: 'divider' },
} as const;

export default function DefaultThemeViewer() {
  const [query, setQuery] = React.useState('');
  const deferredQuery = React.useDeferredValue(query.trim().toLowerCase());
  const [openIds, setOpenIds] = React.useState<Set<string>>(() => new Set());
  // While searching, branches open by themselves; a click can still close or open one.
  const [searchToggles, setSearchToggles] = React.useState<Map<string, boolean>>(() => new Map());
  const [status, setStatus] = React.useState('');

  const result = React.useMemo(() => (deferredQuery ? search(tree, deferredQuery) : null), [deferredQuery]);
  React.useEffect(() => {
    setSearchToggles(new Map());
    setStatus('');
  }, [deferredQuery]);

  const context = React.useMemo<TreeContextValue>(
    () => ({
      isOpen: (node) => (result ? (searchToggles.get(node.id) ?? result.open.has(node.id)) : openIds.has(node.id)),
      toggle: (node) => {
        if (result) {
          setSearchToggles((previous) => new Map(previous).set(node.id, !(previous.get(node.id) ?? result.open.has(node.id))));
        } else {
          setOpenIds((previous) => {
            const next = new Set(previous);
            if (next.has(node.id)) next.delete(node.id);
            else next.add(node.id);
            return next;
          });
        }
      },
      isVisible: (node) => !result || result.visible.has(node.id),
      copy: (text, what) => {
        if (!navigator.clipboard) {
          setStatus(`Could not copy (${what}). Select the text instead.`);
          return;
        }
        navigator.clipboard.writeText(text).then(
          () => setStatus(`Copied: ${text}`),
          () => setStatus(`Could not copy (${what}). Select the text instead.`),
        );
      },
    }),
    [result, searchToggles, openIds],
  );

  const setAll = (open: boolean) => {
    if (!open) {
      setOpenIds(new Set());
      setQuery('');
      return;
    }
    const ids = new Set<string>();
    const walk = (node: ThemeNode) => {
      if (node.children) {
        ids.add(node.id);
        node.children.forEach(walk);
      }
    };
    tree.forEach(walk);
    setOpenIds(ids);
  };

  const visibleRoots = tree.filter(context.isVisible);

  return (
    <TreeContext.Provider value={context}>
      <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 1.5, width: '100%' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Input
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Filter: primary, solidBg, --joy-radius, #0B6BCB…"
            startDecorator={<Search />}
            size="sm"
            sx={{ flex: '1 1 16rem' }}
            slotProps={{ input: { 'aria-label': 'Filter the theme by key, value or CSS variable', type: 'search' } }}
          />
          <Button size="sm" variant="outlined" color="neutral" onClick={() => setAll(true)} disabled={Boolean(result)}>
            Expand all
          </Button>
          <Button size="sm" variant="outlined" color="neutral" onClick={() => setAll(false)}>
            Collapse all
          </Button>
        </Box>
        <Typography level="body-xs" role="status" sx={{ minHeight: '1.25rem', mb: 0.5 }}>
          {status ||
            (result
              ? `${result.count} ${result.count === 1 ? 'entry matches' : 'entries match'} “${deferredQuery}”.`
              : `extendTheme() from @mui/joy/styles, variables prefixed with --${prefix}-.`)}
        </Typography>
        <Box component="nav" aria-label="Default theme" sx={{ maxHeight: 560, overflow: 'auto', pr: 0.5 }}>
          {visibleRoots.length > 0 ? (
            <Box component="ul" sx={listStyles}>
              {visibleRoots.map((node) => (
                <Item key={node.id} node={node} />
              ))}
            </Box>
          ) : (
            <Typography level="body-sm" startDecorator={<DataObject />} sx={{ p: 2 }}>
              Nothing in the theme matches “{deferredQuery}”.
            </Typography>
          )}
        </Box>
      </Sheet>
    </TreeContext.Provider>
  );
}

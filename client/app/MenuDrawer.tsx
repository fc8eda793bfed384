import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import type { ResolvedMenuPage } from '../../worker/menus/tree';
import type { Language } from '../../worker/paths/languages';
import { Glyph } from './Glyph';
import { translate } from './i18n';
import { blue, primaryText } from './theme';
import { localizeHref } from './links';
import { useEnvironment } from './environment';

// Plain lists styled once, in the global styles: the Material UI tree has hundreds of entries, and one
// class for the whole menu keeps both the HTML and the render cost small (a styled component would
// serialize this object again on every page change).
export const menuNavStyles = (theme: Theme) => ({
  '.menu-nav': {
    fontSize: '0.875rem',
    padding: theme.spacing(1, 1, 4),
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& ul ul': {
      paddingInlineStart: theme.spacing(1.5),
      borderInlineStart: `1px solid ${theme.vars.palette.divider}`,
      marginInlineStart: theme.spacing(1.5),
    },
    '& a, & summary': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      padding: theme.spacing(0.5, 1),
      borderRadius: 8,
      color: theme.vars.palette.text.secondary,
      textDecoration: 'none',
      minHeight: 32,
    },
    '& a:hover, & summary:hover': { backgroundColor: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
    '& a[aria-current="page"]': {
      ...primaryText(theme),
      backgroundColor: blue[50],
      fontWeight: 600,
      // This dark-scheme rule replaces primaryText's (same selector), so it names the color too: the
      // lighter blue reads at about 6.7:1 on the tint, where the light scheme's dark blue gave 2.1:1.
      ...theme.applyStyles('dark', { backgroundColor: 'rgba(0, 127, 255, 0.16)', color: blue[300] }),
    },
    '& summary': { cursor: 'pointer', fontWeight: 600, color: theme.vars.palette.text.primary, listStyle: 'none' },
    '& summary::-webkit-details-marker': { display: 'none' },
    // A chevron drawn with two borders: pointing down when closed, up when open.
    '& summary::after': {
      content: '""',
      marginInlineStart: 'auto',
      marginInlineEnd: 6,
      width: 6,
      height: 6,
      borderRight: '2px solid currentColor',
      borderBottom: '2px solid currentColor',
      transform: 'translateY(-2px) rotate(45deg)',
      transition: 'transform 150ms',
    },
    '& details[open] > summary::after': { transform: 'translateY(2px) rotate(225deg)' },
    '& .subheader': {
      padding: theme.spacing(1.5, 1, 0.5),
      fontSize: '0.75rem',
      fontWeight: 600,
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
      color: theme.vars.palette.text.secondary,
    },
    '& .chip': {
      fontSize: '0.625rem',
      fontWeight: 600,
      lineHeight: 1,
      padding: '3px 6px',
      borderRadius: 6,
      textTransform: 'uppercase',
      letterSpacing: '0.03em',
    },
    // White text needs the dark shade behind it to reach 4.5:1.
    '& .chip-new, & .chip-pro, & .chip-premium': { backgroundColor: theme.vars.palette.primary.dark, color: '#fff' },
    '& .chip-premium': { backgroundColor: '#9c27b0' },
    '& .chip-planned, & .chip-unstable, & .chip-legacy': { border: `1px solid ${theme.vars.palette.divider}` },
    '& .glyph': { fontSize: 18, flexShrink: 0 },
  },
});

interface MenuDrawerProps {
  menu: readonly ResolvedMenuPage[];
  activePath: string | null;
  expanded: readonly string[];
  language: Language;
  id?: string;
}

/** The section's navigation tree: groups expand, the active page is marked. */
export function MenuNav({ menu, activePath, expanded, language, id }: MenuDrawerProps) {
  return (
    <nav className="menu-nav" aria-label={translate(language, 'mainNavigation')} id={id}>
      <MenuList pages={menu} activePath={activePath} expanded={expanded} language={language} depth={0} />
    </nav>
  );
}

const NONE: readonly string[] = [];
const subtreePaths = new WeakMap<ResolvedMenuPage, Set<string>>();

/** Every path in an entry's subtree, itself included (kept per menu object: a section's menu is fetched once). */
function pathsUnder(page: ResolvedMenuPage): Set<string> {
  let paths = subtreePaths.get(page);
  if (!paths) {
    paths = new Set([page.pathname]);
    for (const child of page.children ?? []) for (const path of pathsUnder(child)) paths.add(path);
    subtreePaths.set(page, paths);
  }
  return paths;
}

function MenuList({
  pages,
  depth,
  activePath,
  expanded,
  language,
}: { pages: readonly ResolvedMenuPage[]; depth: number } & Omit<MenuDrawerProps, 'menu' | 'id'>) {
  const environment = useEnvironment();
  return (
    <ul>
      {pages.map((page) => {
        // A subtree without the active page or an expanded group gets the same props on every page of the
        // section, so an in-place page change re-renders only the one or two subtrees that changed.
        const paths = pathsUnder(page);
        const active = activePath !== null && paths.has(activePath) ? activePath : null;
        const open = expanded.some((path) => paths.has(path)) ? expanded : NONE;
        // The server writes such a subtree as HTML it rendered once (most of the menu on any page);
        // the browser renders it and hydrates that HTML.
        const html = active === null && open === NONE ? environment.menuEntryHtml(page, depth) : undefined;
        if (html !== undefined) return <li key={page.pathname} dangerouslySetInnerHTML={{ __html: html }} />;
        return (
          <li key={page.pathname}>
            <MemoEntry page={page} depth={depth} activePath={active} expanded={open} language={language} />
          </li>
        );
      })}
    </ul>
  );
}

function MenuEntry({
  page,
  depth,
  activePath,
  expanded,
  language,
}: { page: ResolvedMenuPage; depth: number } & Omit<MenuDrawerProps, 'menu' | 'id'>) {
  if (page.children && page.subheader) {
    return (
      <>
        <div className="subheader">{page.subheader}</div>
        <MenuList pages={page.children} depth={depth} activePath={activePath} expanded={expanded} language={language} />
      </>
    );
  }
  if (page.children) {
    // <details> opens and closes without JavaScript; top-level groups and the
    // active page's parents start open.
    return (
      <details open={depth === 0 || expanded.includes(page.pathname)}>
        <summary>
          {page.icon && <Glyph name={iconLigature(page.icon)} />}
          {page.title}
          <Chips page={page} />
        </summary>
        <MenuList pages={page.children} depth={depth + 1} activePath={activePath} expanded={expanded} language={language} />
      </details>
    );
  }
  const external = page.linkProps?.href;
  if (external) {
    return (
      <a href={external} target="_blank" rel="noopener noreferrer">
        {page.title}
        <Glyph name="open_in_new" />
        <span className="visually-hidden">({translate(language, 'externalLink')})</span>
      </a>
    );
  }
  return (
    <a href={localizeHref(page.pathname, language)} aria-current={page.pathname === activePath ? 'page' : undefined}>
      {page.title}
      <Chips page={page} />
    </a>
  );
}

const MemoEntry = memo(MenuEntry);

/**
 * Every entry of a menu with the depth MenuList renders it at, deepest first, and how it looks on a
 * page outside it (no current page, no expanded group): what the server renders once per isolate.
 * The depths follow MenuEntry: a subheader's entries share its depth, a group's are one deeper.
 */
export function staticMenuEntries(
  pages: readonly ResolvedMenuPage[],
  language: Language,
  depth = 0,
): { page: ResolvedMenuPage; depth: number; element: JSX.Element }[] {
  return pages.flatMap((page) => [
    ...(page.children ? staticMenuEntries(page.children, language, page.subheader ? depth : depth + 1) : []),
    { page, depth, element: <MenuEntry page={page} depth={depth} activePath={null} expanded={NONE} language={language} /> },
  ]);
}

function Chips({ page }: { page: ResolvedMenuPage }) {
  const chips = [
    page.plan && { key: page.plan, label: page.plan },
    page.newFeature && { key: 'new', label: 'new' },
    page.planned && { key: 'planned', label: 'planned' },
    page.unstable && { key: 'unstable', label: 'unstable' },
    page.legacy && { key: 'legacy', label: 'legacy' },
  ].filter((chip): chip is { key: string; label: string } => Boolean(chip));
  return (
    <>
      {chips.map((chip) => (
        <span key={chip.key} className={`chip chip-${chip.key}`}>
          {chip.label}
        </span>
      ))}
    </>
  );
}

/** Menu icons are named like MUI icon components (`DescriptionIcon`); the font wants `description`. */
export function iconLigature(name: string): string {
  return name
    .replace(/Icon$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();
}

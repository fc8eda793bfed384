import { css, Global, type SerializedStyles } from '@emotion/react';
import { type CssVarsTheme, ThemeProvider } from '@mui/material/styles';
import createTypography from '@mui/material/styles/createTypography';
import excludeVariablesFromRoot from '@mui/material/styles/excludeVariablesFromRoot';
import { deepmerge } from '@mui/utils';
import { unstable_styleFunctionSx as styleFunctionSx } from '@mui/system';
import { type ReactNode, useEffect, useState } from 'react';
import { useEnvironment } from './environment';

export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

interface CssVarsOutput {
  css: Record<string, string | number>;
  vars: Record<string, unknown>;
}
type Generated = CssVarsTheme & { generateCssVars: (scheme?: string) => CssVarsOutput; colorSchemes: Record<string, unknown> };

/**
 * The theme as components see it, and the CSS variables of both color schemes.
 * It is the same object on the server and in the browser whatever the mode, so
 * hydration matches and a mode change never re-renders the page: the mode is
 * one attribute on <html>, and the variables do the rest. (MUI's own
 * CssVarsProvider rebuilds its theme on every render, which would make demos
 * that are still hydrating lose their server HTML.)
 */
export function resolveCssVarsTheme(input: CssVarsTheme) {
  const generated = input as Generated;
  const { css: rootCss, vars: rootVars } = generated.generateCssVars();
  let vars = rootVars as unknown as Record<string, unknown>;
  const styles: Record<string, Record<string, string | number>> = { ':root': rootCss };
  const prefix = generated.cssVarPrefix ?? 'mui';
  for (const scheme of Object.keys(generated.colorSchemes)) {
    const { css, vars: schemeVars } = generated.generateCssVars(scheme);
    vars = deepmerge(vars, schemeVars);
    if (scheme === 'light') {
      const excluded: Record<string, string | number> = {};
      for (const name of excludeVariablesFromRoot(prefix)) {
        excluded[name] = css[name];
        delete css[name];
      }
      styles[`:root, [${COLOR_SCHEME_ATTRIBUTE}="light"]`] = css;
      styles[`[${COLOR_SCHEME_ATTRIBUTE}="light"]`] = excluded;
    } else {
      styles[`[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]`] = css;
    }
  }
  const light = (generated.colorSchemes as Record<string, Record<string, unknown>>).light;
  const theme = {
    ...generated,
    ...light,
    palette: { ...(light.palette as object), colorScheme: 'light' },
    vars: deepmerge(vars, rootVars),
    getColorSchemeSelector: (scheme: string) => `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"] &`,
  } as unknown as CssVarsTheme & { unstable_sx?: unknown };
  (theme as { typography: unknown }).typography = createTypography(theme.palette as never, generated.typography as never);
  theme.unstable_sx = function sx(this: unknown, props: unknown) {
    return styleFunctionSx({ sx: props as never, theme: this as never });
  };
  // Serialized once here: emotion would turn the object into CSS again on every render.
  return { theme, styles: css(styles) };
}

const resolved = new WeakMap<CssVarsTheme, ReturnType<typeof resolveCssVarsTheme>>();

/**
 * `resolveCssVarsTheme`, once per theme object: the themes come from a small
 * cache (`cachedDocsTheme`), so the worker resolves a theme once per isolate
 * for its pages and its demos alike, not once per render.
 */
export function resolvedDocsTheme(theme: CssVarsTheme) {
  let result = resolved.get(theme);
  if (!result) resolved.set(theme, (result = resolveCssVarsTheme(theme)));
  return result;
}

const serializedGlobals = new WeakMap<object, WeakMap<CssVarsTheme, SerializedStyles>>();

/**
 * Global styles computed from the theme, serialized once per theme and styles
 * function: themes are cached, so on the server that is once per isolate, not
 * on every render (emotion would turn the object into CSS each time). The theme
 * is the one given to DocsThemeProvider, resolved: `useTheme()` would return the
 * copy ThemeProvider makes on each mount, a new key for every server render.
 */
export function ThemedGlobalStyles({ theme, styles }: { theme: CssVarsTheme; styles: ThemedStyles }) {
  return <ServerOwnedGlobal styles={serializedGlobalStyles(theme, styles)} />;
}

/**
 * Emotion's `Global`, except that the server writes the sheet into `<head>` and the browser leaves it
 * there while the styles are the same. A moved `<style>` is a sheet removed and added again: with rules
 * on `html`, `body` and `*`, Chromium then restyles every element (7-8 ms at CPU x1 on a large API
 * page). `Global` would write its sheet inside the React root on the server, where emotion's cache
 * moves it out before hydration, and take it over by moving it again. Once the styles change (the
 * reader's settings), `Global` writes the new sheet and the server's is removed.
 */
function ServerOwnedGlobal({ styles }: { styles: SerializedStyles }) {
  const environment = useEnvironment();
  // The server's sheet as the first render found it, with the name of its styles; null once replaced.
  const [server, setServer] = useState(() => {
    const sheet = environment.serverGlobalSheet(styles.name);
    return sheet && { name: styles.name, sheet };
  });
  const kept = server?.name === styles.name;
  useEffect(() => {
    if (kept || !server) return;
    // After Global's insertion effect: the new sheet is in place before the old one goes.
    server.sheet.remove();
    setServer(null);
  }, [kept, server]);
  if (kept || environment.globalSheetToHead(styles)) return null;
  return <Global styles={styles} />;
}

type ThemedStyles = (theme: CssVarsTheme) => object;

/** What `ThemedGlobalStyles` writes, serialized once per theme and styles function (the browser asks before hydrating). */
export function serializedGlobalStyles(theme: CssVarsTheme, styles: ThemedStyles): SerializedStyles {
  const resolvedTheme = resolvedDocsTheme(theme).theme;
  let byTheme = serializedGlobals.get(styles);
  if (!byTheme) serializedGlobals.set(styles, (byTheme = new WeakMap()));
  let serialized = byTheme.get(resolvedTheme);
  if (!serialized) byTheme.set(resolvedTheme, (serialized = css(styles(resolvedTheme) as never)));
  return serialized;
}

/** Provides the resolved theme and writes the CSS variables of both schemes once. */
export function DocsThemeProvider({
  theme,
  children,
  onResolved,
}: {
  theme: CssVarsTheme;
  children: ReactNode;
  /** Told the resolved theme after each change (demos render in roots of their own, with the same theme). */
  onResolved?: (theme: CssVarsTheme) => void;
}) {
  const { theme: resolvedTheme, styles } = resolvedDocsTheme(theme);
  useEffect(() => onResolved?.(resolvedTheme), [resolvedTheme, onResolved]);
  return (
    <>
      <ServerOwnedGlobal styles={styles} />
      <ThemeProvider theme={resolvedTheme}>{children}</ThemeProvider>
    </>
  );
}

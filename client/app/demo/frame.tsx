import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import type { Language } from '../../../worker/paths/languages';
import type { Direction } from '../preferences';

/**
 * What a demo renders inside, besides the emotion cache: the theming of its
 * library. Material UI's demos get the site's theme; Joy UI's get Joy's own
 * (`JoyDemoFrame`, which lives in Joy pages' demo bundles so no other page
 * loads Joy). The same frame wraps a demo on the server and in the browser.
 */
export interface DemoFrameProps {
  /** The site's resolved Material UI theme. */
  theme: Theme;
  direction: Direction;
  /** The page's language: a frame may localize its library's components (the Data Grid's texts, the pickers' date locale). */
  language: Language;
  children: ReactNode;
}
export type DemoFrame = ComponentType<DemoFrameProps> & {
  /**
   * The library measures the demo's box as it mounts (the Data Grid reads its parent's height): its
   * demos mount only once their part of the article is laid out, not while `content-visibility` skips it.
   */
  waitsForLayout?: boolean;
};

export type DemoFrameKind = 'material' | 'joy' | 'data-grid' | 'pickers';

/**
 * Joy UI's pages (`/joy-ui/…`) show Joy's theming; the Data Grid's pages
 * (`/x/react-data-grid…`, and the docs experiment that shows a Premium grid) the
 * site's Material UI theme with the grid's texts in the page's language; the Date and Time Pickers' pages and their migration
 * guides the site's theme with the pickers' locale for the page's language;
 * every other demo Material UI's.
 */
export function demoFrameKind(demoIdOrPath: string): DemoFrameKind {
  if (/^\/?joy-ui\//.test(demoIdOrPath)) return 'joy';
  if (/^\/?(x\/react-data-grid|experiments\/docs\/data-grid-premium)(\/|$)/.test(demoIdOrPath)) return 'data-grid';
  if (/^\/?x\/(react-date-pickers|migration\/migration-pickers-)/.test(demoIdOrPath)) return 'pickers';
  return 'material';
}

export function MaterialDemoFrame({ theme, children }: DemoFrameProps) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * Where Joy's CSS variables (both color schemes) are served. Joy pages carry
 * the same text in their <head> (the worker writes it in, as it does the site's
 * other small stylesheets), so their demos paint in the right mode at once.
 */
export const JOY_THEME_STYLESHEET = '/static/styles/joy-theme.css';

import { CacheProvider } from '@emotion/react';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createEmotionCache } from '../../client/app/emotion';
import type { Direction } from '../../client/app/preferences';
import { DemoBoundary } from '../../client/app/demo/DemoBoundary';

/**
 * A demo's HTML as its own root renders it in the browser (the island that
 * hydrates it): the same providers, a fresh emotion cache so the fragment
 * carries every style it needs, and ids (`useId`) counted from its own root.
 * The build renders each demo this way for the default preferences; the worker
 * for any other.
 */
export function renderDemoHtml(Live: ComponentType, theme: Theme, direction: Direction): string {
  return renderToString(
    <CacheProvider value={createEmotionCache(direction)}>
      <ThemeProvider theme={theme}>
        <DemoBoundary>
          <Live />
        </DemoBoundary>
      </ThemeProvider>
    </CacheProvider>,
  );
}

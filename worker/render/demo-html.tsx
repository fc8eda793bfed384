import { CacheProvider } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createEmotionCache } from '../../client/app/emotion';
import type { Direction } from '../../client/app/preferences';
import type { Language } from '../paths/languages';
import { DemoBoundary } from '../../client/app/demo/DemoBoundary';
import { demoIdPrefix } from '../../client/app/demo/id-prefix';
import { type DemoFrame, MaterialDemoFrame } from '../../client/app/demo/frame';

/**
 * A demo's HTML as its own root renders it in the browser (the island that
 * hydrates it): the same providers (its library's frame), a fresh emotion
 * cache so the fragment carries every style it needs, and ids (`useId`)
 * counted from its own root, under its own prefix. The build renders each demo this way for the
 * default preferences; the worker for any other.
 */
export function renderDemoHtml(
  Live: ComponentType,
  theme: Theme,
  direction: Direction,
  Frame: DemoFrame = MaterialDemoFrame,
  demoId = '',
  language: Language = 'en',
): string {
  return renderToString(
    <CacheProvider value={createEmotionCache(direction)}>
      <Frame theme={theme} direction={direction} language={language}>
        <DemoBoundary>
          <Live />
        </DemoBoundary>
      </Frame>
    </CacheProvider>,
    { identifierPrefix: demoIdPrefix(demoId) },
  );
}

import { useInsertionEffect } from 'react';
import { type DemoFrameProps, JOY_THEME_STYLESHEET } from '../app/demo/frame';
import JoyDemoFrame, { JOY_DEMO_STORAGE_KEYS, joyThemeCss } from '../app/demo/JoyDemoFrame';

// Joy's provider reads its mode from storage when it is created in the
// browser; had a demo called `setMode`, the next visit's first render would
// differ from the server's. Each page load starts from Joy's defaults again.
try {
  const { mode, colorScheme } = JOY_DEMO_STORAGE_KEYS;
  for (const key of [mode, `${colorScheme}-light`, `${colorScheme}-dark`]) localStorage.removeItem(key);
} catch {
  // Storage unavailable: Joy falls back to its defaults as well.
}

/** After an in-place change from a page without Joy demos, <head> lacks Joy's variables: they are added once. */
function useJoyThemeStylesheet() {
  useInsertionEffect(() => {
    if (document.querySelector(`style[data-href="${JOY_THEME_STYLESHEET}"]`)) return;
    const style = document.createElement('style');
    style.setAttribute('data-href', JOY_THEME_STYLESHEET);
    style.textContent = joyThemeCss();
    document.head.appendChild(style);
  }, []);
}

/** Joy UI's demo frame in the browser (Joy pages' demo bundles export it as `frame`). */
export default function BrowserJoyDemoFrame(props: DemoFrameProps) {
  useJoyThemeStylesheet();
  return <JoyDemoFrame {...props} />;
}

import { join } from 'node:path';

/**
 * The opening lines of a generated module that renders demos on the server as the site does: the renderer, the build's
 * theme and a `frames` map from each library's frame kind to its frame. The build's pre-render and `check:demos` both
 * start their entries with it, so a library's frame added here is used by both.
 */
export function demoRenderPrelude(root: string): string[] {
  const from = (path: string) => JSON.stringify(join(root, path));
  return [
    `import { renderDemoHtml } from ${from('worker/render/demo-html.tsx')};`,
    `import { BUILD_THEME_INPUT, demoTheme } from ${from('worker/render/demos.ts')};`,
    `import { demoFrameKind, MaterialDemoFrame } from ${from('client/app/demo/frame.tsx')};`,
    `import PickersDemoFrame from ${from('client/app/demo/PickersDemoFrame.tsx')};`,
    `import JoyDemoFrame, { joyThemeCss } from ${from('client/app/demo/JoyDemoFrame.tsx')};`,
    `import GridDemoFrame from ${from('client/app/demo/GridDemoFrame.tsx')};`,
    "const frames = { material: MaterialDemoFrame, joy: JoyDemoFrame, 'data-grid': GridDemoFrame, pickers: PickersDemoFrame };",
  ];
}

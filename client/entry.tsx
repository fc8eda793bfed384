/**
 * The client's first module, which the first-paint script adds once the page has painted. It only
 * schedules the rest, in stages a phone evaluates in separate tasks instead of one long one (each
 * module graph is evaluated in one go, and React DOM with Material UI's styling and the shell is about
 * 25 ms of a fast laptop's main thread, four times that on a phone):
 *
 * 1. React DOM, alone;
 * 2. the shell (`app-start.tsx`: emotion, the theme, the shell's components, what demo bundles share), then its
 *    start in a task of its own.
 *
 * Both are requested at once, so staging adds no round trip: the shell's graph contains React DOM's
 * chunk, so its fetch ends after React DOM's, whose evaluation therefore runs first, in its own task.
 * `scripts/build/client-bundle.ts` counts both stages in a page's initial JavaScript.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  const reactDom = import('react-dom/client');
  const shell = import('./app-start');
  await reactDom;
  await nextTask();
  const { start } = await shell;
  await nextTask();
  await start();
}

void boot();

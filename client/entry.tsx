/**
 * The client's first module, which the first-paint script adds once the page has painted. It only
 * schedules the rest, so that a phone evaluates it in several short tasks instead of one long one
 * (each module graph is evaluated in one go, and React DOM with Material UI's styling and the shell is
 * 25 to 30 ms of this machine's main thread, four times that on a phone):
 *
 * 1. the boot's chunks, one per task, each after the chunks it imports (`data-boot` on <body>, in the
 *    order `scripts/build/boot-order.ts` gives): React DOM's code, its stage (which runs React's and
 *    React DOM's CommonJS factories), Material UI's styling and emotion, the shell;
 *    the first-paint script has already asked for all of them (`modulepreload`), so this adds no round trip;
 * 2. the shell's start, in a task of its own.
 *
 * A browser without `modulepreload` would fetch the chunks one after another that way; it gets the
 * two stages below at once instead, React DOM first (the shell's graph contains its chunk, so the
 * shell's fetch ends later and its evaluation comes second).
 * `scripts/build/client-bundle.ts` counts every stage in a page's initial JavaScript.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function bootChunks(): string[] {
  const list = document.body.getAttribute('data-boot');
  const preloads = document.createElement('link').relList;
  return list && preloads.supports?.('modulepreload') ? list.split(' ') : [];
}

async function boot() {
  for (const chunk of bootChunks()) {
    await import(chunk);
    await nextTask();
  }
  const reactDom = import('react-dom/client');
  const shell = import('./app-start');
  await reactDom;
  await nextTask();
  const { start } = await shell;
  await nextTask();
  await start();
}

void boot();

// Node does not run 'exit' handlers when a signal kills it, and wrangler and
// Chromium run in process groups of their own, so Ctrl-C would leave them
// behind. Exiting on the signal runs the handlers that stop them.

/** Turns SIGINT, SIGTERM and SIGHUP into process.exit, so cleanup registered on 'exit' runs. */
export function exitOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
  }
}

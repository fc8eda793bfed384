/**
 * `load`, called on first use and its promise kept, so every caller shares one load. A load that fails
 * is forgotten and tried again by the next call, not remembered for the isolate's life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

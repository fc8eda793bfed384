/**
 * A least-recently-used map bounded by total size. Used per isolate for
 * rendered documents: a deploy starts new isolates, so nothing outlives it.
 */
export function createLru<V>(maxBytes: number, sizeOf: (value: V) => number) {
  const entries = new Map<string, V>();
  let bytes = 0;
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key); // re-insert: Map order is recency order
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      const size = sizeOf(value);
      if (size > maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) {
        bytes -= sizeOf(old);
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += size;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldestKey);
        bytes -= sizeOf(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

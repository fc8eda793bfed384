// Order statistics for benchmark samples, shared by the measuring scripts.

/** The nearest-rank quantile (q in 0..1): always one of the samples, never an interpolation. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** The median as a nearest-rank quantile (the lower middle of an even count). */
export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5);
}

/** The arithmetic mean; NaN for no samples. */
export function mean(samples: readonly number[]): number {
  return samples.length === 0 ? NaN : samples.reduce((sum, value) => sum + value, 0) / samples.length;
}

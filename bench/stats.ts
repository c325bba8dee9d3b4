import type { LoadResult } from './load';

export interface Summary {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarise(result: LoadResult): Summary {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors: result.errors,
    perSecond: sorted.length / (result.elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** How much slower the proxied path is, in percent of the direct one. */
export function overhead(direct: number, proxied: number): number {
  return (proxied / direct - 1) * 100;
}

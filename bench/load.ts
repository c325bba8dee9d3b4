/** One measured run: latencies of the answered requests (ms) and how many failed. */
export interface LoadResult {
  latencies: number[];
  errors: number;
  elapsedMs: number;
}

export interface LoadOptions {
  concurrency: number;
  /** Stop after this many requests... */
  maxRequests: number;
  /** ...or after this long, whichever comes first. */
  maxMs: number;
  /** Sends one request; resolves true when the answer is the expected one. */
  send: () => Promise<boolean>;
}

/**
 * A closed-loop load: `concurrency` workers each send a request, wait for the whole answer, and send
 * the next. Latency is measured per request; throughput is answered requests over the run's duration.
 */
export async function runLoad({ concurrency, maxRequests, maxMs, send }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = begin + maxMs;
  const worker = async () => {
    while (started < maxRequests && performance.now() < deadline) {
      started += 1;
      const t0 = performance.now();
      const ok = await send().catch(() => false);
      if (ok) latencies.push(performance.now() - t0);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, errors, elapsedMs: performance.now() - begin };
}

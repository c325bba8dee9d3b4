/** One measured run: latencies of the answered requests (ms), how many failed, and why. */
export interface LoadResult {
  latencies: number[];
  errors: number;
  elapsedMs: number;
  /** Failed requests by reason: the error a `send` threw (e.g. 'HTTP 502', 'ECONNRESET'), or 'unexpected answer'. */
  failures: Record<string, number>;
}

export interface LoadOptions {
  concurrency: number;
  /** Stop after this many requests... */
  maxRequests: number;
  /** ...or after this long, whichever comes first. */
  maxMs: number;
  /** Sends one request; resolves true when the answer is the expected one (or throws why it is not). */
  send: () => Promise<boolean>;
}

/**
 * A closed-loop load: `concurrency` workers each send a request, wait for the whole answer, and send
 * the next. Latency is measured per request; throughput is answered requests over the run's duration.
 */
export async function runLoad({ concurrency, maxRequests, maxMs, send }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = begin + maxMs;
  const worker = async () => {
    while (started < maxRequests && performance.now() < deadline) {
      started += 1;
      const t0 = performance.now();
      const outcome = await send().then(
        (ok) => (ok ? undefined : 'unexpected answer'),
        (error: unknown) => failureReason(error),
      );
      if (outcome === undefined) {
        latencies.push(performance.now() - t0);
      } else {
        errors += 1;
        failures[outcome] = (failures[outcome] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, errors, elapsedMs: performance.now() - begin, failures };
}

/** fetch hides the socket error in `cause`: report its code when there is one. */
function failureReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

/** Main-thread time one slice may take: well inside a frame, so a keystroke or a paint waits little. */
export const SLICE_MS = 6;

/**
 * Runs `steps` (a generator that yields between small pieces of work) a slice at a time: steps until
 * `sliceMs` have passed, then the next slice in a later task, so input and painting go between slices.
 * Calls `done` with its result. Returns a stop that abandons the work (the list changed, the palette went).
 */
export function runInSlices<R>(steps: Iterator<unknown, R>, done: (result: R) => void, sliceMs = SLICE_MS): () => void {
  let stopped = false;
  // A message task, not a timeout: browsers hold nested timeouts back to 4 ms each.
  const channel = typeof MessageChannel === 'function' ? new MessageChannel() : undefined;
  const later = channel ? () => channel.port2.postMessage(null) : () => void setTimeout(slice);
  const stop = () => {
    stopped = true;
    channel?.port1.close();
    channel?.port2.close();
  };
  function slice() {
    if (stopped) return;
    const until = performance.now() + sliceMs;
    do {
      const step = steps.next();
      if (step.done) {
        stop();
        done(step.value);
        return;
      }
    } while (performance.now() < until);
    later();
  }
  if (channel) channel.port1.onmessage = slice;
  later();
  return stop;
}

import type { QueryClient } from '@tanstack/react-query';

/** The longest a page that keeps fetching holds the work back. */
const SETTLE_LIMIT_MS = 3000;

// Safari has no requestIdleCallback: the next task stands in.
const whenIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
};

/**
 * Calls back once no query is fetching any more (the page in view has its data) and the browser is idle
 * after rendering it, or after SETTLE_LIMIT_MS at the latest. Returns a cancel.
 */
export function afterPageSettled(client: QueryClient, callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const check = () => {
    const fetching = client.isFetching() > 0;
    if (fetching && cancelIdle) {
      cancelIdle();
      cancelIdle = undefined;
    } else if (!fetching && !cancelIdle) {
      cancelIdle = whenIdle(done);
    }
  };
  const unsubscribe = client.getQueryCache().subscribe(check);
  const limit = setTimeout(() => done(), SETTLE_LIMIT_MS);
  function stop() {
    unsubscribe();
    clearTimeout(limit);
    cancelIdle?.();
  }
  function done() {
    stop();
    callback();
  }
  check();
  return stop;
}

import type { QueryClient } from '@tanstack/react-query';
import { pageCode } from '../../ui/lazyPage';

/** The longest a page that keeps fetching holds the work back, unless the caller says less. */
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
 * Calls back once no page code is loading and no query fetching any more (the page in view has its code
 * and its data) and the browser is idle after rendering it, or after `limitMs` at the latest.
 * Returns a cancel.
 */
export function afterPageSettled(client: QueryClient, callback: () => void, limitMs = SETTLE_LIMIT_MS): () => void {
  let cancelIdle: (() => void) | undefined;
  const check = () => {
    const busy = client.isFetching() > 0 || pageCode.loading();
    if (busy && cancelIdle) {
      cancelIdle();
      cancelIdle = undefined;
    } else if (!busy && !cancelIdle) {
      cancelIdle = whenIdle(done);
    }
  };
  const unsubscribeQueries = client.getQueryCache().subscribe(check);
  const unsubscribeCode = pageCode.subscribe(check);
  const limit = setTimeout(() => done(), limitMs);
  function stop() {
    unsubscribeQueries();
    unsubscribeCode();
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

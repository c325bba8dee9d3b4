import { Pool, type Dispatcher } from 'undici';

/**
 * The load generator's client: undici's dispatcher over one keep-alive pool per origin, each answer's
 * bytes dropped as they come and not decoded, as wrk or autocannon do. On two shared cores every
 * millisecond the client spends is taken from the server it measures: fetch decoded every answer, and
 * node:http's client (request object, header parsing into objects, streams) still cost more CPU per
 * search-list request than the api itself; the dispatcher costs about 40 % less than node:http.
 * The pool honours the server's `Keep-Alive: timeout=` hint, so it never reuses a connection the server
 * is closing (that failed a call with ECONNRESET after a path had idled through the other paths' rounds).
 */
const pools = new Map<string, Pool>();

function poolFor(origin: string): Pool {
  let pool = pools.get(origin);
  if (!pool) pools.set(origin, (pool = new Pool(origin)));
  return pool;
}

/** Sends one request and resolves its status once the whole answer has arrived. */
export function send(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  const { origin, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    let status = 0;
    const handler: Dispatcher.DispatchHandler = {
      // Its presence marks the handler as one of undici's current shape (else it asks for the legacy onConnect).
      onRequestStart: () => undefined,
      onResponseStart: (_controller, statusCode) => {
        status = statusCode;
      },
      onResponseEnd: () => resolve(status),
      onResponseError: (_controller, error) => reject(error),
    };
    poolFor(origin).dispatch({ method: method as Dispatcher.HttpMethod, path: pathname + search, headers, body }, handler);
  });
}

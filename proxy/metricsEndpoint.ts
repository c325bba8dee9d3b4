import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import proxyaddr from 'proxy-addr';
import { notFound } from './errors';
import type { ProxyMetrics } from './metrics';

const PRIVATE = proxyaddr.compile(['loopback', 'linklocal', 'uniquelocal']);
const API_METRICS_TIMEOUT_MS = 2000;

/** The embedded api's metrics route on its loopback server (apiThreadMetrics.ts). */
export const API_METRICS_PATH = '/_internal/metrics';

export interface MetricsOptions {
  metrics: ProxyMetrics;
  /** Also allows callers from elsewhere that send it as `Authorization: Bearer <token>`. */
  token?: string;
  /** The embedded api's base URL, whose thread's metrics are added. */
  apiUrl?: string;
}

/**
 * GET /metrics in Prometheus's text format: the proxy's metrics and the api thread's. Answered to
 * loopback and private addresses (the client's address as `req.ip` has it: behind a trusted balancer,
 * the one it forwarded for), or to the bearer of METRICS_TOKEN; anyone else gets the 404 of an
 * unknown path.
 */
export function metricsEndpoint(options: MetricsOptions): RequestHandler {
  const token = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  const bearerMatches = (header: string | undefined) => {
    if (!token || header === undefined) return false;
    const given = Buffer.from(header);
    return given.length === token.length && timingSafeEqual(given, token);
  };
  return async (req, res, next) => {
    // The answer to any unknown path, also to a browser (which would otherwise get the app's page).
    if (!PRIVATE(req.ip ?? '', 0) && !bearerMatches(req.headers.authorization)) return notFound(req, res, next);
    const own = await options.metrics.registry.metrics();
    const api = options.apiUrl ? await apiThreadText(options.apiUrl) : '';
    res.set('Cache-Control', 'no-store').type(options.metrics.registry.contentType).send(`${own}\n${api}`);
  };
}

/** The api thread's metrics text; none when it does not answer (a restart): the proxy's still go out. */
async function apiThreadText(apiUrl: string): Promise<string> {
  try {
    const response = await fetch(new URL(API_METRICS_PATH, apiUrl), { signal: AbortSignal.timeout(API_METRICS_TIMEOUT_MS) });
    return response.ok ? await response.text() : '';
  } catch {
    return '';
  }
}

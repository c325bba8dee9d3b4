import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import compression from 'compression';
import express from 'express';
import { systemClock, type Clock } from '../api/clock';
import { MAX_BODY_BYTES } from '../api/http/bodyLimits';
import { CONFIG_BASE } from '../schemas/configFiles';
import { appSettings } from './appSettings';
import { bearerGuard } from './bearerGuard';
import { configFiles } from './configFiles';
import { jsonErrors, notFound } from './errors';
import { KeptAnswers } from './keptAnswers';
import { healthCheck } from './health';
import { metricsEndpoint } from './metricsEndpoint';
import { proxyMetrics, type ProxyMetrics } from './metrics';
import { isApiCall, isPlainApiPath } from './navigation';
import { readinessCheck, type Readiness } from './readiness';
import { jsonLogs, prettyLogs, watchRequest, type LogLine, type Logs, type RequestLog } from './requestLog';
import { securityHeaders, setSecurityHeaders } from './securityHeaders';
import { builtApp, spaFallback } from './staticApp';
import { answerJson, apiAnswerHeaders, forwardToUpstream } from './upstream';

export interface ProxyOptions {
  /** The built app (vite build output). */
  distDir: string;
  /** Resources added by configuration (resources/config). */
  configDir: string;
  /** Base URL of the back-office API; calls keep their /api/... path. Unset: the embedded api is still starting (503). */
  upstreamUrl?: string;
  /** The key that signs access tokens; without it tokens are forwarded unverified. */
  jwtSecret?: string;
  upstreamTimeoutMs?: number;
  /** Trust X-Forwarded-* from proxies on private networks (a TLS-terminating load balancer). */
  trustProxy?: boolean;
  /**
   * The upstream is the embedded api, restarted by its supervisor when it dies: a call it cannot take is
   * a 503 (try again in a moment), not the 502 of a back office that is down.
   */
  upstreamRestarts?: boolean;
  clock?: Clock;
  /** Where requests and messages are logged (default: JSON lines on standard output). */
  logs?: Logs;
  /** Without `logs`: a line of text per request and message here instead (tests). */
  log?: LogLine;
  /** Answers /readyz (default: always ready). */
  readiness?: Readiness;
  /** The metrics requests are counted in, answered on /metrics (default: a registry of its own). */
  metrics?: ProxyMetrics;
  /** METRICS_TOKEN: /metrics also answers its bearer from a public address. */
  metricsToken?: string;
  /** The embedded api, whose thread's metrics /metrics adds. */
  apiMetricsUrl?: string;
  /** Bytes of large answers kept to answer their revalidated GETs (proxy/keptAnswers.ts); 0 keeps none. */
  keptAnswerBytes?: number;
  /** Answers smaller than this are not kept. */
  keptAnswerMinBytes?: number;
}

/** Room for about a hundred search lists of 85,000 customers (535 KB in brotli). */
const KEPT_ANSWER_BYTES = 64 * 1024 * 1024;
/** Below this, streaming an answer through costs less than keeping it. */
const KEPT_ANSWER_MIN_BYTES = 32 * 1024;

export const STARTING_MESSAGE = 'Flora CRM is starting. Please try again in a moment.';

/**
 * The server users deploy: the built app, /api/* forwarded, /config/*, /healthz, /readyz, /metrics.
 * Stateless. Every response is logged (one entry per request), counted, carries the security headers
 * and its X-Request-Id.
 */
export function createProxyApp(options: ProxyOptions): RequestListener {
  const logs = options.logs ?? (options.log ? prettyLogs(options.log) : jsonLogs());
  const log = logs.message;
  const metrics = options.metrics ?? proxyMetrics();
  const readiness = options.readiness ?? { state: 'ready' };
  const done: RequestLog = (entry) => {
    logs.request(entry);
    metrics.request(entry);
  };
  // An API call is one handler (no-store, the token check, the forwarding), its body streaming to the
  // upstream untouched.
  const guard = options.jwtSecret ? bearerGuard(options.jwtSecret, options.clock ?? systemClock) : undefined;
  const keptBytes = options.keptAnswerBytes ?? KEPT_ANSWER_BYTES;
  const kept = keptBytes > 0 ? new KeptAnswers(keptBytes, options.keptAnswerMinBytes ?? KEPT_ANSWER_MIN_BYTES) : undefined;
  if (kept) metrics.readKeptAnswers(kept);
  const forward = options.upstreamUrl
    ? forwardToUpstream(options.upstreamUrl, {
        timeoutMs: options.upstreamTimeoutMs ?? 30_000,
        log,
        trustForwarded: options.trustProxy === true,
        unreachableStatus: options.upstreamRestarts ? 503 : 502,
        kept,
      })
    : undefined;
  const answerHeaders = { http: apiAnswerHeaders(securityHeaders(false, true)), https: apiAnswerHeaders(securityHeaders(true, true)) };
  const apiCall = (req: IncomingMessage, res: ServerResponse, secure: boolean) => {
    const headers = secure ? answerHeaders.https : answerHeaders.http;
    // A body announced larger than any call takes is refused before a byte of it is read or forwarded.
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      res.shouldKeepAlive = false;
      answerJson(res, 413, headers, 'Request body too large');
    } else if (!forward) answerJson(res, 503, { ...headers, 'retry-after': '5' }, STARTING_MESSAGE);
    else if (guard && !guard(req)) answerJson(res, 401, headers, 'Unauthorized');
    else forward(req, res, headers);
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ? 'loopback, linklocal, uniquelocal' : false);
  app.use((req, res, next) => {
    watchRequest(req, res, done);
    setSecurityHeaders(res, req.secure);
    next();
  });
  // Before any body parser: an export page's path under /api/ is an API call unless a browser opens it.
  app.use((req, res, next) => (isApiCall(req) ? apiCall(req, res, req.secure) : next()));
  app.get('/healthz', healthCheck(options.upstreamUrl));
  app.get('/readyz', readinessCheck(readiness));
  app.use(compression());
  app.get('/metrics', metricsEndpoint({ metrics, token: options.metricsToken, apiUrl: options.apiMetricsUrl }));
  app.use(appSettings(process.env));
  app.use(CONFIG_BASE, configFiles(options.configDir));
  app.use(builtApp(options.distDir));
  app.use(spaFallback(options.distDir));
  app.use(notFound);
  app.use(jsonErrors(log));

  // Any other path under /api/ skips Express: the hop costs what forwarding costs (bench: "proxy over
  // the bare hop"). HSTS goes out with the app's pages, and on API answers only over this hop's own TLS.
  return (req, res) => {
    if (!isPlainApiPath(req.url ?? '')) return app(req, res);
    watchRequest(req, res, done);
    apiCall(req, res, (req.socket as TLSSocket).encrypted === true);
  };
}

import compression from 'compression';
import express from 'express';
import { systemClock, type Clock } from '../api/clock';
import { NO_STORE } from '../api/http/noStore';
import { bearerGuard } from './bearerGuard';
import { configFiles } from './configFiles';
import { jsonErrors, notFound } from './errors';
import { healthCheck } from './health';
import { isApiCall } from './navigation';
import { requestLog, type LogLine } from './requestLog';
import { securityHeaders } from './securityHeaders';
import { builtApp, spaFallback } from './staticApp';
import { dropClientForwarding, forwardToUpstream } from './upstream';

export interface ProxyOptions {
  /** The built app (vite build output). */
  distDir: string;
  /** Resources added by configuration (resources/config). */
  configDir: string;
  /** Base URL of the back-office API; calls keep their /api/... path. */
  upstreamUrl: string;
  /** The key that signs access tokens; without it tokens are forwarded unverified. */
  jwtSecret?: string;
  upstreamTimeoutMs?: number;
  /** Trust X-Forwarded-* from proxies on private networks (a TLS-terminating load balancer). */
  trustProxy?: boolean;
  clock?: Clock;
  log?: LogLine;
}

/** The server users deploy: the built app, /api/* forwarded, /config/*, /healthz. Stateless. */
export function createProxyApp(options: ProxyOptions): express.Express {
  const log = options.log ?? console.log;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ? 'loopback, linklocal, uniquelocal' : false);
  app.use(requestLog(log), securityHeaders);

  // First, and before any body parser: an API call is one handler (no-store, the token check, the
  // forwarding), its body streaming to the upstream untouched; every other path goes on.
  const guard = options.jwtSecret ? bearerGuard(options.jwtSecret, options.clock ?? systemClock) : undefined;
  const forward = forwardToUpstream(options.upstreamUrl, options.upstreamTimeoutMs ?? 30_000, log);
  app.use((req, res, next) => {
    if (!isApiCall(req)) return next();
    res.setHeader('Cache-Control', NO_STORE);
    if (!options.trustProxy) dropClientForwarding(req);
    if (guard) guard(req, res, () => forward(req, res, next));
    else forward(req, res, next);
  });

  app.get('/healthz', healthCheck(options.upstreamUrl));
  app.use(compression());
  app.use('/config', configFiles(options.configDir));
  app.use(builtApp(options.distDir));
  app.use(spaFallback(options.distDir));
  app.use(notFound);
  app.use(jsonErrors(log));
  return app;
}

import type { RequestHandler } from 'express';

/**
 * Whether this instance should get traffic: 'starting' until the api has migrated and listens,
 * 'draining' from SIGTERM until the server closes (requests are still served, but a balancer polling
 * /readyz stops sending new ones first).
 */
export interface Readiness {
  state: 'starting' | 'ready' | 'draining';
}

/** GET /readyz: 200 `{ status: 'ready' }`, else 503 with the state. /healthz stays the liveness check. */
export function readinessCheck(readiness: Readiness): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-store').status(readiness.state === 'ready' ? 200 : 503).json({ status: readiness.state });
  };
}

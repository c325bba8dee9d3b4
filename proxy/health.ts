import type { RequestHandler } from 'express';

const CHECK_TIMEOUT_MS = 2000;

/** Reachable means: the upstream answers HTTP at all below 500 (an unknown path's 404 counts). */
async function upstreamReachable(upstreamUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('api/', withTrailingSlash(upstreamUrl)), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * GET /healthz, the liveness check: the proxy answers, and says whether the back-office API does
 * ('starting' while the embedded one migrates and seeds; whether to send traffic is /readyz's answer).
 */
export function healthCheck(upstreamUrl: string | undefined): RequestHandler {
  return async (_req, res) => {
    const upstream = upstreamUrl === undefined ? 'starting' : (await upstreamReachable(upstreamUrl)) ? 'ok' : 'down';
    res.set('Cache-Control', 'no-store').json({ status: 'ok', upstream });
  };
}

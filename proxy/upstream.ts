import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { NO_STORE } from '../api/http/noStore';
import type { LogLine } from './requestLog';

export const UNREACHABLE_MESSAGE = 'The back-office API cannot be reached. Please try again later.';
export const TIMEOUT_MESSAGE = 'The back-office API did not answer in time. Please try again later.';

/**
 * An idle kept-alive connection is dropped after this long, or 1 s before the upstream's own
 * `Keep-Alive: timeout=` if that is sooner (Node's agent honours that hint only when it has a timeout
 * of its own). Reusing a connection the upstream has just closed would fail the call with a 502.
 */
const IDLE_CONNECTION_MS = 4000;

/**
 * Forwards the request, path and query unchanged (the /api prefix included), to the upstream API.
 * Connections are kept alive so each call does not pay a TCP handshake. An upstream that refuses
 * the connection answers 502, one that stays silent for `timeoutMs` answers 504: never a hang.
 */
export function forwardToUpstream(upstreamUrl: string, timeoutMs: number, log: LogLine): RequestHandler {
  const target = new URL(upstreamUrl);
  const agentOptions = { keepAlive: true, timeout: IDLE_CONNECTION_MS };
  const agent = target.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  // http-proxy aborts a silent upstream itself (proxyTimeout); we only remember which abort was a timeout.
  const timedOut = new WeakSet<http.IncomingMessage>();
  return createProxyMiddleware<Request, Response>({
    target,
    agent,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: timeoutMs,
    // The default plugins answer errors in plain text; ours answer JSON.
    ejectPlugins: true,
    plugins: [
      (proxyServer) => {
        proxyServer.on('proxyReq', (proxyReq, req) => proxyReq.on('timeout', () => timedOut.add(req)));
        // Whatever the upstream says, its answers (tokens, customer data) are not for any cache.
        proxyServer.on('proxyRes', (proxyRes) => {
          proxyRes.headers['cache-control'] = NO_STORE;
        });
        proxyServer.on('error', (error: NodeJS.ErrnoException, req, res) => {
          log(`upstream ${timedOut.has(req) ? 'timeout' : (error.code ?? error.message)} on ${req.method} ${req.url?.split('?')[0]}`);
          answerFailure(res, timedOut.has(req));
        });
      },
    ],
  });
}

/**
 * When no proxy of ours sits in front, X-Forwarded-* headers come from the client and prove nothing:
 * drop them, so the upstream sees only the address this proxy appends.
 */
export const dropClientForwarding: RequestHandler = (req, _res, next) => {
  for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port']) delete req.headers[name];
  next();
};

function answerFailure(res: http.ServerResponse | Socket, timedOut: boolean): void {
  if (!(res instanceof http.ServerResponse) || res.headersSent) {
    // Part of the answer is already on its way: cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  res.statusCode = timedOut ? 504 : 502;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ message: timedOut ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE }));
}

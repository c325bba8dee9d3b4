import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { NO_STORE } from '../api/http/noStore';
import { JSON_TYPE } from '../api/http/sendJson';
import type { LogLine } from './requestLog';

export const UNREACHABLE_MESSAGE = 'The back-office API cannot be reached. Please try again later.';
export const TIMEOUT_MESSAGE = 'The back-office API did not answer in time. Please try again later.';

/**
 * An idle kept-alive connection is dropped after this long, or 1 s before the upstream's own
 * `Keep-Alive: timeout=` if that is sooner (Node's agent honours that hint only when it has a timeout
 * of its own). Reusing a connection the upstream has just closed would fail the call with a 502.
 */
const IDLE_CONNECTION_MS = 4000;

/** Headers of one hop only (RFC 9110 §7.6.1): never passed on, in either direction. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);
const FORWARDED = new Set(['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port']);

/** `headers` without the hop-by-hop ones, and without X-Forwarded-* unless they are trusted. */
function passedOn(headers: http.IncomingHttpHeaders, trustForwarded: boolean): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !HOP_BY_HOP.has(name) && (trustForwarded || !FORWARDED.has(name))) out[name] = value;
  }
  return out;
}

/**
 * Appends this hop to X-Forwarded-For, -Port and -Proto (after a proxy of ours in front, or alone), and
 * names the host the client asked for. When no proxy of ours sits in front, X-Forwarded-* headers come
 * from the client and prove nothing: the upstream sees only what this hop appends.
 */
function forwardingHeaders(req: http.IncomingMessage, headers: http.OutgoingHttpHeaders, trustForwarded: boolean): void {
  const { socket } = req;
  const from = trustForwarded ? req.headers : {};
  headers['x-forwarded-for'] = appended(from['x-forwarded-for'], socket.remoteAddress ?? '');
  headers['x-forwarded-port'] = appended(from['x-forwarded-port'], String(socket.localPort ?? ''));
  headers['x-forwarded-proto'] = appended(from['x-forwarded-proto'], (socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] ??= req.headers.host;
}

/** A forwarding header with this hop added (no closure per call: each costs a keep-names wrapper under tsx). */
function appended(previous: string | string[] | undefined, value: string): string {
  return previous ? `${String(previous)},${value}` : value;
}

/** Headers the proxy's own answers to an API call carry: no-store, whatever the upstream says (its answers are tokens and customer data), and the security headers. */
export function apiAnswerHeaders(security: Readonly<Record<string, string>>): http.OutgoingHttpHeaders {
  return { ...security, 'cache-control': NO_STORE };
}

/**
 * Forwards the request, path and query unchanged (the /api prefix included), to the upstream API: the
 * body streams through, the answer streams back with `answerHeaders` (apiAnswerHeaders) over the
 * upstream's. Connections are kept alive so each call does not pay a TCP handshake. An upstream that
 * refuses the connection answers 502, one that stays silent for `timeoutMs` answers 504: never a hang.
 * Nothing else happens per request, and the answer's headers go out in one piece (no header set one by
 * one before), so the hop costs what a bare pass-through costs (bench: "proxy over the bare hop").
 */
export function forwardToUpstream(
  upstreamUrl: string,
  { timeoutMs, log, trustForwarded }: { timeoutMs: number; log: LogLine; trustForwarded: boolean },
): (req: http.IncomingMessage, res: http.ServerResponse, answerHeaders: http.OutgoingHttpHeaders) => void {
  const target = new URL(upstreamUrl);
  const client = target.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });
  const base = target.pathname.replace(/\/$/, '');
  return (req, res, answerHeaders) => {
    const headers = passedOn(req.headers, trustForwarded);
    headers.host = target.host;
    forwardingHeaders(req, headers, trustForwarded);
    let timedOut = false;
    const forwarded = client.request(
      { host: target.hostname, port: target.port, method: req.method, path: `${base}${req.url}`, headers, setHost: false, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, Object.assign(passedOn(answer.headers, true), answerHeaders));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    forwarded.setTimeout(timeoutMs, () => {
      timedOut = true;
      forwarded.destroy(new Error('timeout'));
    });
    forwarded.on('error', (error: NodeJS.ErrnoException) => {
      log(`upstream ${timedOut ? 'timeout' : (error.code ?? error.message)} on ${req.method} ${(req.url ?? '').split('?', 1)[0]}`);
      answerFailure(res, answerHeaders, timedOut);
    });
    // A client that gives up stops the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) forwarded.destroy();
    });
    req.pipe(forwarded);
  };
}

function answerFailure(res: http.ServerResponse | Socket, answerHeaders: http.OutgoingHttpHeaders, timedOut: boolean): void {
  if (!(res instanceof http.ServerResponse) || res.headersSent) {
    // Part of the answer is already on its way: cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  answerJson(res, timedOut ? 504 : 502, answerHeaders, timedOut ? TIMEOUT_MESSAGE : UNREACHABLE_MESSAGE);
}

/** An answer of the proxy's own to an API call: `{ message }` with `answerHeaders`. */
export function answerJson(res: http.ServerResponse, status: number, answerHeaders: http.OutgoingHttpHeaders, message: string): void {
  res.writeHead(status, { ...answerHeaders, 'content-type': JSON_TYPE });
  res.end(JSON.stringify({ message }));
}

import http from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import { NO_STORE } from '../api/http/noStore';
import { JSON_TYPE } from '../api/http/sendJson';
import type { LogLine } from './requestLog';

export const UNREACHABLE_MESSAGE = 'The back-office API cannot be reached. Please try again later.';
export const RESTARTING_MESSAGE = 'The back-office API is restarting. Please try again in a moment.';
export const TIMEOUT_MESSAGE = 'The back-office API did not answer in time. Please try again later.';

/**
 * An idle kept-alive connection is dropped after this long, or KEEP_ALIVE_MARGIN_MS before the
 * upstream's own `Keep-Alive: timeout=` if that is sooner. Reusing a connection the upstream has just
 * closed would fail the call with a 502.
 */
const IDLE_CONNECTION_MS = 4000;
const KEEP_ALIVE_MARGIN_MS = 1000;

/**
 * Headers of one hop only (RFC 9110 §7.6.1): never passed on, in either direction. Expect too: this
 * hop's server has already answered 100 Continue, and the body comes to the upstream as it is read.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect']);
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
 * The error codes of an upstream that took too long: no answer's headers, or a stall in its body, past
 * `timeoutMs`.
 */
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Why a call is stopped when its client hangs up (never logged: nobody is left to answer). */
const CLIENT_GONE = new Error('the client closed the connection');

/**
 * One forwarded call, as undici's dispatch sees it: the answer's head and body go straight to the
 * client's response, pausing the upstream while the client reads slower. A client that hangs up stops
 * the call, before it was sent or while it is answered.
 */
class Forwarding implements Dispatcher.DispatchHandler {
  #controller: Dispatcher.DispatchController | undefined;
  #clientGone = false;

  constructor(
    private readonly req: http.IncomingMessage,
    private readonly res: http.ServerResponse,
    private readonly answerHeaders: http.OutgoingHttpHeaders,
    private readonly log: LogLine,
    private readonly unreachableStatus: 502 | 503,
  ) {
    res.on('close', () => {
      if (res.writableFinished) return;
      this.#clientGone = true;
      this.#controller?.abort(CLIENT_GONE);
    });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#clientGone) controller.abort(CLIENT_GONE);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: http.IncomingHttpHeaders): void {
    this.res.writeHead(statusCode, Object.assign(passedOn(headers, true), this.answerHeaders));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.res.write(chunk)) return;
    controller.pause();
    this.res.once('drain', () => controller.resume());
  }

  onResponseEnd(): void {
    this.res.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error & { code?: string }): void {
    if (this.#clientGone) return;
    const timedOut = TIMEOUTS.has(error.code ?? '');
    const { method, url = '' } = this.req;
    this.log(`upstream ${timedOut ? 'timeout' : (error.code ?? error.message)} on ${method} ${url.split('?', 1)[0]}`);
    answerFailure(this.res, this.answerHeaders, timedOut ? 504 : this.unreachableStatus);
  }
}

/**
 * Forwards the request, path and query unchanged (the /api prefix included), to the upstream API: the
 * body streams through, the answer streams back with `answerHeaders` (apiAnswerHeaders) over the
 * upstream's. Connections are kept alive so each call does not pay a TCP handshake. An upstream that
 * refuses the connection answers 502 (503 for the embedded api, which its supervisor starts again), one that stays silent for `timeoutMs` answers 504: never a hang.
 * Nothing else happens per request, and the answer's headers go out in one piece (no header set one by
 * one before). The upstream is called through undici's dispatcher, not node:http's client: the hop costs
 * less than a bare node:http pass-through (bench: "proxy over the bare hop").
 */
export function forwardToUpstream(
  upstreamUrl: string,
  {
    timeoutMs,
    log,
    trustForwarded,
    unreachableStatus = 502,
  }: { timeoutMs: number; log: LogLine; trustForwarded: boolean; unreachableStatus?: 502 | 503 },
): (req: http.IncomingMessage, res: http.ServerResponse, answerHeaders: http.OutgoingHttpHeaders) => void {
  const target = new URL(upstreamUrl);
  const pool = new Pool(target.origin, {
    keepAliveTimeout: IDLE_CONNECTION_MS,
    keepAliveTimeoutThreshold: KEEP_ALIVE_MARGIN_MS,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const base = target.pathname.replace(/\/$/, '');
  return (req, res, answerHeaders) => {
    const headers = passedOn(req.headers, trustForwarded);
    headers.host = target.host;
    forwardingHeaders(req, headers, trustForwarded);
    pool.dispatch(
      {
        method: req.method as Dispatcher.HttpMethod,
        path: `${base}${req.url}`,
        headers: headers as Record<string, string | string[]>,
        body: hasBody(req) ? req : null,
      },
      new Forwarding(req, res, answerHeaders, log, unreachableStatus),
    );
  };
}

/** A request with a body to stream on: one announced by its length or its chunked encoding. */
const hasBody = (req: http.IncomingMessage) => req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

const FAILURE_MESSAGES = { 502: UNREACHABLE_MESSAGE, 503: RESTARTING_MESSAGE, 504: TIMEOUT_MESSAGE };

function answerFailure(res: http.ServerResponse, answerHeaders: http.OutgoingHttpHeaders, status: 502 | 503 | 504): void {
  if (res.headersSent) {
    // Part of the answer is already on its way: cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  answerJson(res, status, status === 503 ? { ...answerHeaders, 'retry-after': '1' } : answerHeaders, FAILURE_MESSAGES[status]);
}

/** An answer of the proxy's own to an API call: `{ message }` with `answerHeaders`. */
export function answerJson(res: http.ServerResponse, status: number, answerHeaders: http.OutgoingHttpHeaders, message: string): void {
  res.writeHead(status, { ...answerHeaders, 'content-type': JSON_TYPE });
  res.end(JSON.stringify({ message }));
}

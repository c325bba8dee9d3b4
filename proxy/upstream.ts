import http from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import { NO_STORE } from '../api/http/noStore';
import { ifNoneMatchHolds } from '../api/http/ifNoneMatch';
import { PROXY_CACHE_CONTROL } from '../api/http/readyAnswer';
import { JSON_TYPE } from '../api/http/sendJson';
import { keepableTag, variantOf, type KeptAnswer, type KeptAnswers } from './keptAnswers';
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
 * hop's server has already answered 100 Continue, and the body comes to the upstream as it is read; and
 * the cache-control field the api targets at this proxy.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect', PROXY_CACHE_CONTROL]);
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

/** The representation's own headers, kept with its bytes; the rest of a kept answer's head comes from the upstream's 304. */
const REPRESENTATION = ['content-type', 'content-encoding', 'content-language', 'etag', 'last-modified'] as const;

/** A GET that kept bytes may answer (proxy/keptAnswers.ts). */
interface Revalidation {
  readonly kept: KeptAnswers;
  readonly variant: string;
  /** Kept tags were added to the If-None-Match sent upstream. */
  readonly offered: boolean;
  /** The call as dispatched, to send again as the client sent it. */
  readonly pool: Pool;
  readonly options: Dispatcher.DispatchOptions;
}

/**
 * One forwarded call, as undici's dispatch sees it: the answer's head and body go straight to the
 * client's response, pausing the upstream while the client reads slower. A client that hangs up stops
 * the call, before it was sent or while it is answered. With `revalidation`, a 304 naming a kept tag
 * is answered 200 from the kept bytes, and a keepable 200 is gathered as it passes, then kept.
 */
class Forwarding implements Dispatcher.DispatchHandler {
  #controller: Dispatcher.DispatchController | undefined;
  #clientGone = false;
  /** Answered otherwise (from kept bytes, or by a second call): the rest of this upstream answer is dropped. */
  #settled = false;
  #gathered: Buffer[] | undefined;
  #gatheredBytes = 0;
  #keptHead: KeptAnswer['headers'] | undefined;

  constructor(
    private readonly req: http.IncomingMessage,
    private readonly res: http.ServerResponse,
    private readonly answerHeaders: http.OutgoingHttpHeaders,
    private readonly log: LogLine,
    private readonly unreachableStatus: 502 | 503,
    private readonly revalidation?: Revalidation,
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
    const revalidation = this.revalidation;
    if (revalidation) {
      if (statusCode === 304 && revalidation.offered && !clientHolds(this.req, headers.etag)) return this.#answerKept(revalidation, headers);
      this.#gatherIfKeepable(revalidation.kept, statusCode, headers);
    }
    this.res.writeHead(statusCode, Object.assign(passedOn(headers, true), this.answerHeaders));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#settled) return;
    if (this.#gathered) this.#gather(chunk);
    if (this.res.write(chunk)) return;
    controller.pause();
    this.res.once('drain', () => controller.resume());
  }

  onResponseEnd(): void {
    if (this.#settled) return;
    if (this.#gathered && this.#keptHead) {
      const body = Buffer.concat(this.#gathered, this.#gatheredBytes);
      this.revalidation!.kept.keep(this.revalidation!.variant, { etag: this.#keptHead.etag as string, headers: this.#keptHead, body });
    }
    this.res.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error & { code?: string }): void {
    if (this.#clientGone || this.#settled) return;
    const timedOut = TIMEOUTS.has(error.code ?? '');
    const { method, url = '' } = this.req;
    this.log(`upstream ${timedOut ? 'timeout' : (error.code ?? error.message)} on ${method} ${url.split('?', 1)[0]}`);
    answerFailure(this.res, this.answerHeaders, timedOut ? 504 : this.unreachableStatus);
  }

  /**
   * The upstream's 304 to a tag this hop offered: the caller's own answer has that strong ETag, so the
   * kept bytes under it are the caller's, sent in one write. A 304 naming no kept tag (an upstream that
   * leaves the ETag out) cannot be placed: the call goes again as the client sent it.
   */
  #answerKept({ kept, variant, pool, options }: Revalidation, headers: http.IncomingHttpHeaders): void {
    this.#settled = true;
    const answer = typeof headers.etag === 'string' ? kept.take(variant, headers.etag) : undefined;
    if (!answer) {
      const { 'if-none-match': _offered, ...asked } = options.headers as Record<string, string>;
      const clientTags = this.req.headers['if-none-match'];
      pool.dispatch(
        { ...options, headers: clientTags === undefined ? asked : { ...asked, 'if-none-match': clientTags } },
        new Forwarding(this.req, this.res, this.answerHeaders, this.log, this.unreachableStatus),
      );
      return;
    }
    this.res.writeHead(200, Object.assign(passedOn(headers, true), answer.headers, { 'content-length': answer.body.length }, this.answerHeaders));
    this.res.end(answer.body);
  }

  /** Gathers a keepable 200 whose announced length the kept answers take. */
  #gatherIfKeepable(kept: KeptAnswers, statusCode: number, headers: http.IncomingHttpHeaders): void {
    const etag = keepableTag(statusCode, headers);
    const length = headers['content-length'];
    if (etag === undefined || (length !== undefined && !kept.fits(Number(length)))) return;
    const head: http.OutgoingHttpHeaders = {};
    for (const name of REPRESENTATION) if (headers[name] !== undefined) head[name] = headers[name];
    this.#keptHead = head;
    this.#gathered = [];
  }

  #gather(chunk: Buffer): void {
    this.#gatheredBytes += chunk.length;
    if (this.#gatheredBytes <= this.revalidation!.kept.budgetBytes) this.#gathered!.push(chunk);
    else this.#gathered = undefined;
  }
}

/**
 * The client's own If-None-Match holds this tag (or `*`): the upstream's 304 is the client's to have. A
 * 304 without a tag is not: it may answer a tag this hop added.
 */
function clientHolds(req: http.IncomingMessage, etag: string | string[] | undefined): boolean {
  return typeof etag === 'string' && ifNoneMatchHolds(req.headers['if-none-match'], etag);
}

/**
 * Forwards the request, path and query unchanged (the /api prefix included), to the upstream API: the
 * body streams through, the answer streams back with `answerHeaders` (apiAnswerHeaders) over the
 * upstream's. Connections are kept alive so each call does not pay a TCP handshake. An upstream that
 * refuses the connection answers 502 (503 for the embedded api, which its supervisor starts again), one that stays silent for `timeoutMs` answers 504: never a hang.
 * Nothing else happens per request, and the answer's headers go out in one piece (no header set one by
 * one before). With `kept`, a large GET answer's bytes are kept and each later GET of it revalidated
 * upstream: a 304 for the kept tag is answered from them in one write instead of 500 KB streamed through
 * (bench: the search list at 500,000 customers). The upstream is called through undici's dispatcher, not node:http's client: the hop costs
 * less than a bare node:http pass-through (bench: "proxy over the bare hop").
 */
export function forwardToUpstream(
  upstreamUrl: string,
  {
    timeoutMs,
    log,
    trustForwarded,
    unreachableStatus = 502,
    kept,
  }: { timeoutMs: number; log: LogLine; trustForwarded: boolean; unreachableStatus?: 502 | 503; kept?: KeptAnswers },
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
    const body = hasBody(req);
    const options: Dispatcher.DispatchOptions = {
      method: req.method as Dispatcher.HttpMethod,
      path: `${base}${req.url}`,
      headers: headers as Record<string, string | string[]>,
      body: body ? req : null,
    };
    const revalidation = kept && req.method === 'GET' && !body && req.headers.range === undefined ? revalidating(kept, req, headers, pool, options) : undefined;
    pool.dispatch(options, new Forwarding(req, res, answerHeaders, log, unreachableStatus, revalidation));
  };
}

/**
 * A GET's kept tags offered upstream beside the client's own (If-None-Match takes a list): the upstream,
 * which checks the caller for every call, answers 304 only with the tag of the caller's own answer.
 */
function revalidating(kept: KeptAnswers, req: http.IncomingMessage, headers: http.OutgoingHttpHeaders, pool: Pool, options: Dispatcher.DispatchOptions): Revalidation {
  const variant = variantOf(req);
  const own = req.headers['if-none-match'];
  // A tag the client sends itself is not offered twice: the upstream's 304 to it is the client's.
  const tags = own ? kept.tagsOf(variant)?.filter((tag) => !ifNoneMatchHolds(own, tag)) : kept.tagsOf(variant);
  const offered = tags !== undefined && tags.length > 0;
  if (offered) headers['if-none-match'] = own ? `${own}, ${tags.join(', ')}` : tags.join(', ');
  return { kept, variant, offered, pool, options };
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

import { HttpError } from 'react-admin';
import type { EndpointKey } from '../schemas/endpoints';
import { currentScope } from './currentScope';
import { classifyFailure, knownNotOffered } from './notOffered';
import { keepAnswer, keptAnswer } from './revalidation';
import { claimsOf, currentClaims, tokenStore, type TokenPair } from './tokenStore';

/**
 * The one HTTP client of the app. Every call to the back-office API goes through here: it adds
 * `Authorization: Bearer`, `azure_id` and `groupcode` headers, refreshes the token once on a 401
 * and retries, and turns error answers into react-admin HttpErrors carrying the api's message.
 */
export const API_BASE = '/api/';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Legacy path under /api/, e.g. `customer/getcustomer/123456`. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Resolve with the raw Response (downloads). */
  raw?: boolean;
  /** Do not attach tokens nor refresh (login, refresh itself). */
  anonymous?: boolean;
  /** One key per submission of a create: the api answers a repeat (retry, double submit) without creating twice. */
  idempotencyKey?: string;
  /** The access table's key of the call: an extension the back office lacks rejects with NotOfferedError (notOffered.ts). */
  endpoint?: EndpointKey;
}

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time across every tab of the app (Web Locks); a browser without them relies on the api's grace window. */
const REFRESH_LOCK = 'flora-crm-token-refresh';
/**
 * A localStorage write reaches the other tabs' processes a moment later (Chromium propagates it
 * asynchronously), so the lock is kept this long after the work: a tab that waited then reads the new pair.
 */
const STORAGE_SETTLE_MS = 250;

function oneTabAtATime(work: () => Promise<boolean>): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  return new Promise((resolve, reject) => {
    navigator.locks
      .request(REFRESH_LOCK, async () => {
        const done = work();
        done.then(resolve, reject);
        await done.catch(() => undefined);
        await new Promise((settled) => setTimeout(settled, STORAGE_SETTLE_MS));
      })
      .catch(reject);
  });
}

async function exchange(pair: TokenPair): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}auth/refreshtoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pair),
    });
    if (!response.ok) {
      tokenStore.clear();
      return false;
    }
    const next = (await response.json()) as TokenPair;
    tokenStore.set({ accessToken: next.accessToken, refreshToken: next.refreshToken });
    return true;
  } catch {
    return false;
  }
}

/**
 * Exchanges the stored refresh token (the one a refused call went out with) for a new pair. Concurrent
 * 401s of this tab share one refresh, and tabs take turns: a tab that waited finds the pair another tab
 * already renewed (localStorage is shared) and uses it instead of spending the same refresh token again.
 */
export function refreshTokens(sentWith = tokenStore.get()?.refreshToken): Promise<boolean> {
  refreshing ??= oneTabAtATime(async () => {
    const pair = tokenStore.get();
    if (!pair) return false;
    if (pair.refreshToken !== sentWith) return true;
    return exchange(pair);
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

function buildUrl(path: string, query?: ApiRequest['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${API_BASE}${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls whose spec carries an `email` header, the signed-in user's address (part 1 §7: OpenAndCloseCustomer,
 * SendOpenPost): the notice of a delivery stop and the sender of the open-items letter. By path, so the
 * calls of configured resources (leverstops.json) carry it too.
 */
const EMAIL_HEADER_PATHS = /^\/*(customer\/OpenAndCloseCustomer\/|admin\/SendOpenPost$)/i;

function headersFor(request: ApiRequest): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  if (request.idempotencyKey) headers.set('Idempotency-Key', request.idempotencyKey);
  const pair = request.anonymous ? undefined : tokenStore.get();
  if (pair) {
    const claims = claimsOf(pair.accessToken);
    headers.set('authorization', `Bearer ${pair.accessToken}`);
    if (claims?.azureId) headers.set('azure_id', claims.azureId);
    if (claims?.groupCode) headers.set('groupcode', claims.groupCode);
    if (claims?.preferred_username && EMAIL_HEADER_PATHS.test(request.path)) headers.set('email', claims.preferred_username);
  }
  return headers;
}

async function send(request: ApiRequest, ifNoneMatch?: string): Promise<Response> {
  const headers = headersFor(request);
  if (ifNoneMatch) headers.set('If-None-Match', ifNoneMatch);
  return fetch(buildUrl(request.path, request.query), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

async function toError(response: Response): Promise<HttpError> {
  let body: any = undefined;
  try {
    body = await response.json();
  } catch {
    /* not JSON: keep the status text */
  }
  return new HttpError(body?.message ?? response.statusText ?? `HTTP ${response.status}`, response.status, body);
}

/** Where a GET's answer is kept for revalidation: the URL as this user in this group asks it. */
function revalidationKey(request: ApiRequest): string | undefined {
  if ((request.method ?? 'GET') !== 'GET' || request.raw || request.anonymous) return undefined;
  return currentClaims() && `${currentScope()}|${buildUrl(request.path, request.query)}`;
}

/** The api's answer to a request, tokens attached; a 401 refreshes them once and asks again. */
async function respond(request: ApiRequest, ifNoneMatch?: string): Promise<Response> {
  const missing = knownNotOffered(request.endpoint);
  if (missing) throw missing;
  const sentWith = tokenStore.get()?.refreshToken;
  let response = await send(request, ifNoneMatch);
  if (response.status === 401 && !request.anonymous && tokenStore.get()) {
    if (await refreshTokens(sentWith)) response = await send(request, ifNoneMatch);
  }
  return response;
}

/**
 * Calls the api; resolves with the parsed JSON (or the Response when raw), rejects with an HttpError.
 * A GET whose last answer carried an ETag asks again with If-None-Match, and a 304 reuses that answer.
 */
export async function apiFetch<T = unknown>(request: ApiRequest): Promise<T> {
  const key = revalidationKey(request);
  const kept = key ? keptAnswer(key) : undefined;
  const response = await respond(request, kept?.etag);
  if (response.status === 304 && kept) return JSON.parse(kept.text) as T;
  if (!response.ok) throw classifyFailure(request.endpoint, await toError(response));
  if (request.raw) return response as T;
  const text = await response.text();
  const etag = response.headers.get('etag');
  if (key && etag && text) keepAnswer(key, etag, text);
  return (text ? JSON.parse(text) : null) as T;
}

/** An answer's bytes, undecoded, and its ETag. */
export interface AnswerBytes {
  bytes: ArrayBuffer;
  etag?: string;
}

/**
 * Calls the api for a list array, parsed where it is kept (the array worker, which the bytes are handed to
 * without a copy): nothing of it is decoded nor kept here. `held`: the ETag of the copy the caller holds, sent
 * as If-None-Match; undefined when the api answers 304 (that copy stands). Rejects with an HttpError as apiFetch.
 */
export async function apiFetchBytes(request: ApiRequest, held?: string): Promise<AnswerBytes | undefined> {
  const response = await respond(request, held);
  if (response.status === 304 && held) return undefined;
  if (!response.ok) throw classifyFailure(request.endpoint, await toError(response));
  return { bytes: await response.arrayBuffer(), etag: response.headers.get('etag') ?? undefined };
}

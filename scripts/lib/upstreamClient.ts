import jwt from 'jsonwebtoken';
import type { AccessClaims } from '../../schemas/claims';
import { normaliseRoles } from '../../schemas/roles';

/** An answer of the back office, its body as bytes (files and JSON alike). */
export interface UpstreamAnswer {
  status: number;
  contentType: string;
  body: Uint8Array;
}

/** A signed-in user as a check needs it: the token and the claims the app reads (not verified: the back office does). */
export interface UpstreamSession {
  accessToken: string;
  claims: Pick<AccessClaims, 'roles' | 'azureId' | 'groupCode'>;
}

/** The claims of an access token, read without its key (as the browser does), or undefined when it is no JWT. */
export function sessionOf(accessToken: string): UpstreamSession | undefined {
  const payload = jwt.decode(accessToken);
  if (!payload || typeof payload !== 'object') return undefined;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  return { accessToken, claims: { roles: normaliseRoles(payload.roles), azureId: text(payload.azureId), groupCode: text(payload.groupCode) } };
}

/** The `message` of a JSON error answer, when it has one. */
export function messageOf(answer: UpstreamAnswer): string | undefined {
  if (!/json/i.test(answer.contentType)) return undefined;
  try {
    const message: unknown = JSON.parse(new TextDecoder().decode(answer.body))?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The HTTP side of a check of a live back office at `baseUrl` (what UPSTREAM_API_URL names: calls go to
 * `<baseUrl>/api/<path>`). It signs in with the spec's body and otherwise only reads: GET, with the headers the
 * app sends (dataProvider/http.ts: Authorization, azure_id, groupcode).
 */
export function upstreamClient(baseUrl: string, timeoutMs: number) {
  const base = new URL('api/', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);

  async function send(method: 'GET' | 'POST', path: string, init: { query?: Record<string, string>; headers?: Record<string, string>; body?: unknown }): Promise<UpstreamAnswer> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    const response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: new Uint8Array(await response.arrayBuffer()) };
  }

  return {
    /** POST auth/login as the login page sends it (spec part 1 §7: credentials and IP). */
    login: (email: string, password: string) => send('POST', 'auth/login', { body: { email, password, ip: '' } }),
    get(session: UpstreamSession, path: string, query: Record<string, string>) {
      const { claims } = session;
      const headers: Record<string, string> = { authorization: `Bearer ${session.accessToken}` };
      if (claims.azureId) headers.azure_id = claims.azureId;
      if (claims.groupCode) headers.groupcode = claims.groupCode;
      return send('GET', path, { query, headers });
    },
  };
}

export type UpstreamClient = ReturnType<typeof upstreamClient>;

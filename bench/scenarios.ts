import { send } from './client';

/** The calls measured: the argon2-bound login, and the search list every screen's search box loads, fetched whole and revalidated. */
export interface Scenario {
  name: string;
  /** Requests and seconds per measured run (whichever ends first). */
  maxRequests: number;
  maxMs: number;
  send(baseUrl: string): Promise<boolean>;
}

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };
/** What a browser accepts: the api sends the list's brotli bytes. */
const LIST_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const LOGIN_BODY = JSON.stringify({ email: 'sales@demo.test', password: 'demo1234', ip: '127.0.0.1' });

/** The timing covers the whole answer (bench/client.ts); any other status than the expected one is a failure. */
function completes(status: number, expected = 200): boolean {
  if (status !== expected) throw new Error(`HTTP ${status}`);
  return true;
}

export const login: Scenario = {
  name: 'POST auth/login',
  maxRequests: 1500,
  maxMs: 15_000,
  send: async (baseUrl) => completes(await send(`${baseUrl}/api/auth/login`, { method: 'POST', headers: JSON_HEADERS, body: LOGIN_BODY })),
};

export function customerSearch(accessToken: string): Scenario {
  const headers = { ...LIST_HEADERS, authorization: `Bearer ${accessToken}` };
  return {
    name: 'GET customer/getallcustomerstosearch',
    maxRequests: 20_000,
    maxMs: 15_000,
    send: async (baseUrl) => completes(await send(`${baseUrl}/api/customer/getallcustomerstosearch`, { headers })),
  };
}

/** The same list held by the client: it sends the list's ETag and gets 304 while no customer of the group changed. */
export function customerSearchRevalidated(accessToken: string, etag: string): Scenario {
  const headers = { ...LIST_HEADERS, authorization: `Bearer ${accessToken}`, 'if-none-match': etag };
  return {
    name: 'GET customer/getallcustomerstosearch (If-None-Match, 304)',
    maxRequests: 20_000,
    maxMs: 15_000,
    send: async (baseUrl) => completes(await send(`${baseUrl}/api/customer/getallcustomerstosearch`, { headers }), 304),
  };
}

/** Logs the bench user in once and returns its access token and how many customers its search list holds. */
export async function signIn(baseUrl: string): Promise<{ accessToken: string; searchRows: number; searchEtag: string }> {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: JSON_HEADERS, body: LOGIN_BODY });
  if (response.status !== 200) throw new Error(`bench login failed: ${response.status} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const list = await fetch(`${baseUrl}/api/customer/getallcustomerstosearch`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (list.status !== 200) throw new Error(`search list failed: ${list.status} ${await list.text()}`);
  return { accessToken, searchRows: ((await list.json()) as unknown[]).length, searchEtag: list.headers.get('etag') ?? '' };
}

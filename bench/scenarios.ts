/** The calls measured: the argon2-bound login, and the search list every screen's search box loads, fetched whole and revalidated. */
export interface Scenario {
  name: string;
  /** Requests and seconds per measured run (whichever ends first). */
  maxRequests: number;
  maxMs: number;
  send(baseUrl: string): Promise<boolean>;
}

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };
const LOGIN_BODY = JSON.stringify({ email: 'sales@demo.test', password: 'demo1234', ip: '127.0.0.1' });

/** Reads the whole body, as a browser would, so the timing covers the full transfer; any other status than the expected one is a failure. */
async function completes(response: Response, expected = 200): Promise<boolean> {
  await response.arrayBuffer();
  if (response.status !== expected) throw new Error(`HTTP ${response.status}`);
  return true;
}

export const login: Scenario = {
  name: 'POST auth/login',
  maxRequests: 1500,
  maxMs: 15_000,
  send: async (baseUrl) => completes(await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: JSON_HEADERS, body: LOGIN_BODY })),
};

export function customerSearch(accessToken: string): Scenario {
  const headers = { accept: 'application/json', authorization: `Bearer ${accessToken}` };
  return {
    name: 'GET customer/getallcustomerstosearch',
    maxRequests: 20_000,
    maxMs: 15_000,
    send: async (baseUrl) => completes(await fetch(`${baseUrl}/api/customer/getallcustomerstosearch`, { headers })),
  };
}

/** The same list held by the client: it sends the list's ETag and gets 304 while no customer of the group changed. */
export function customerSearchRevalidated(accessToken: string, etag: string): Scenario {
  const headers = { accept: 'application/json', authorization: `Bearer ${accessToken}`, 'if-none-match': etag };
  return {
    name: 'GET customer/getallcustomerstosearch (If-None-Match, 304)',
    maxRequests: 20_000,
    maxMs: 15_000,
    send: async (baseUrl) => completes(await fetch(`${baseUrl}/api/customer/getallcustomerstosearch`, { headers }), 304),
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

/** A client of the cluster, as the browser talks to it: JSON calls to /api/* of the balancer or of one instance. */

export interface Session {
  accessToken: string;
  refreshToken: string;
  groupCode: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One call; throws when no HTTP answer came (connection refused or cut). */
export async function call(base: string, method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export async function login(base: string, email: string): Promise<Session> {
  const answer = await call(base, 'POST', 'auth/login', { body: { email, password: 'demo1234' } });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const body = answer.body as { accessToken: string; refreshToken: string; user: { groupCode: string } };
  return { accessToken: body.accessToken, refreshToken: body.refreshToken, groupCode: body.user.groupCode };
}

/** A comment on a customer, the create the keyed-write checks count rows of (one row per memo). */
export function postComment(base: string, token: string, debnr: string, memo: string, key?: string): Promise<Answer> {
  return call(base, 'POST', `customer/submitcomment/${debnr}`, {
    token,
    headers: key ? { 'Idempotency-Key': key } : {},
    body: { title: 'Cluster', type: 1, memo },
  });
}

/** What a try came back with: the status, or 'no answer' when the connection failed. */
export type Outcome = number | 'no answer';

export async function outcomeOf(answer: Promise<Answer>): Promise<Outcome> {
  try {
    return (await answer).status;
  } catch {
    return 'no answer';
  }
}

/** Statuses a client retries a keyed create on: no answer, or the balancer's own 502/503/504. */
const RETRIED = new Set<Outcome>(['no answer', 502, 503, 504]);

export interface KeyedResult {
  /** 200, or 409 when the first try's write committed but its answer was lost (the api says so, never writes twice). */
  status: number;
  tries: Outcome[];
  ms: number;
}

/** Posts a keyed comment until it is answered, retrying with the same Idempotency-Key as the dataProvider does. */
export async function keyedComment(base: string, token: string, debnr: string, key: string, deadlineMs = 90_000): Promise<KeyedResult> {
  const started = Date.now();
  const tries: Outcome[] = [];
  for (;;) {
    const outcome = await outcomeOf(postComment(base, token, debnr, key, key));
    tries.push(outcome);
    if (!RETRIED.has(outcome) || Date.now() - started > deadlineMs) return { status: typeof outcome === 'number' ? outcome : 0, tries, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import { checkAnswer } from '../../api/contract/answerCheck';
import { CONTRACT_GETS, WRITING_GETS } from '../../api/contract/readOnlyGets';
import { routeParameters } from '../../api/contract/routeParameters';
import { companyText, tenantOfCall } from '../../api/contract/tenantCalls';
import { ALL_ROUTES } from '../../api/routes';
import { ENDPOINT_ACCESS, type EndpointKey } from '../../schemas/endpoints';
import { isExtension } from '../../schemas/extensions';
import { holdsAny } from '../../schemas/roles';
import { messageOf, sessionOf, upstreamClient, type UpstreamClient, type UpstreamSession } from './upstreamClient';
import { FACT_CALLS, learnFrom, type Facts } from './upstreamFacts';
import { requestFor } from './upstreamParameters';
import { resultLine, summaryLines, type CallOutcome, type CallResult } from './upstreamReport';

export interface CheckOptions {
  /** The back office's base URL, as UPSTREAM_API_URL names it (calls go to `<url>/api/...`). */
  url: string;
  email: string;
  password: string;
  /** The customer whose calls are checked; by default the first the customer lists name. */
  debnr?: string;
  /** How long one call may take; default 60 s. */
  timeoutMs?: number;
  /** Calls in flight at once; default 4, gentle on a live server. */
  concurrency?: number;
  /** The day ranges end on; default now. */
  today?: Date;
}

/** An extension answering these is one the back office does not offer (as the browser reads it, dataProvider/notOffered.ts). */
const NOT_OFFERED = new Set([404, 405, 501]);

const reason = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message) : String(error));

interface Run {
  client: UpstreamClient;
  session: UpstreamSession;
  facts: Facts;
  today: Date;
}

const routes = new Map(ALL_ROUTES.map((route) => [route.endpoint, route]));

/** Asks one GET of the contract (when read-only, allowed and its parameters known) and judges its answer. */
async function checkCall(endpoint: EndpointKey, { client, session, facts, today }: Run): Promise<CallOutcome> {
  const writes = WRITING_GETS[endpoint];
  if (writes) return { kind: 'skipped', reason: `never called: it ${writes}` };
  const access = ENDPOINT_ACCESS[endpoint];
  if (typeof access !== 'string' && !holdsAny(session.claims.roles, access)) return { kind: 'skipped', reason: `needs one of the roles ${access.join(', ')}` };
  // As the app: a tenant's own call only for a group of that company (unknown company: asked anyway).
  const tenant = tenantOfCall(endpoint);
  const company = Number(facts.get('company') ?? tenant);
  if (tenant !== undefined && company !== tenant) return { kind: 'skipped', reason: `only for groups of ${companyText(tenant)}; the current group is of ${companyText(company)}` };
  const request = requestFor(endpoint, routeParameters(endpoint, routes.get(endpoint)), facts, today);
  if ('skipped' in request) return { kind: 'skipped', reason: request.skipped };
  let answer;
  try {
    answer = await client.get(session, request.path, request.query);
  } catch (error) {
    return { kind: 'no answer', reason: reason(error) };
  }
  if (answer.status < 200 || answer.status > 299) {
    if (isExtension(endpoint) && NOT_OFFERED.has(answer.status)) return { kind: 'not offered', status: answer.status };
    return { kind: 'status', status: answer.status, message: messageOf(answer) };
  }
  const verdict = checkAnswer(endpoint, answer);
  if (!verdict.ok) return { kind: 'mismatch', path: verdict.path, message: verdict.message };
  learnFrom(endpoint, verdict.value, facts);
  return { kind: 'ok' };
}

/** Runs `work` over `items`, at most `limit` at once; the promises come back in the items' order. */
function limited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R>[] {
  const waiting: (() => void)[] = [];
  let running = 0;
  const start = () => (running < limit ? (running++, Promise.resolve()) : new Promise<void>((go) => waiting.push(go)));
  const finish = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return items.map(async (item) => {
    await start();
    try {
      return await work(item);
    } finally {
      finish();
    }
  });
}

/** Signs in; undefined (after printing why) when that fails. */
async function signIn(client: UpstreamClient, options: CheckOptions, print: (line: string) => void): Promise<{ session: UpstreamSession; result: CallResult } | undefined> {
  let answer;
  try {
    answer = await client.login(options.email, options.password);
  } catch (error) {
    print(`Sign-in failed: no answer from ${options.url}: ${reason(error)}`);
    return undefined;
  }
  if (answer.status !== 200) {
    print(`Sign-in failed: POST auth/login answered ${answer.status}${messageOf(answer) ? `: ${messageOf(answer)}` : ''}`);
    return undefined;
  }
  let token: unknown;
  try {
    token = JSON.parse(new TextDecoder().decode(answer.body))?.accessToken;
  } catch {
    /* judged below */
  }
  const session = typeof token === 'string' ? sessionOf(token) : undefined;
  if (!session) {
    print('Sign-in failed: the answer of POST auth/login holds no access token (a JWT under accessToken)');
    return undefined;
  }
  const verdict = checkAnswer('POST auth/login', answer);
  return { session, result: { endpoint: 'POST auth/login', outcome: verdict.ok ? { kind: 'ok' } : { kind: 'mismatch', path: verdict.path, message: verdict.message } } };
}

/**
 * Checks a live back office against the contract: signs in as the user, asks every read-only GET of the contract
 * their roles allow (for one customer, and the tasks, visits, offers... the list calls name), and validates each
 * answer against schemas/endpointResponses.ts. Prints a line per call and a summary; answers the exit code: 1 when
 * the sign-in fails or an answer does not match, else 0. Never sends anything but GET, besides the login.
 */
export async function checkUpstream(options: CheckOptions, print: (line: string) => void): Promise<number> {
  if (!URL.canParse(options.url) || !/^https?:$/.test(new URL(options.url).protocol)) {
    print(`Sign-in failed: ${options.url} is no http(s) address`);
    return 1;
  }
  const client = upstreamClient(options.url, options.timeoutMs ?? 60_000);
  const signedIn = await signIn(client, options, print);
  if (!signedIn) return 1;
  const { session } = signedIn;
  const { roles, azureId, groupCode } = session.claims;
  print(`Signed in to ${options.url} as ${options.email} (roles: ${roles.join(', ') || 'none'}; group ${groupCode || 'none'})`);

  const facts: Facts = new Map();
  if (azureId) facts.set('azureId', azureId);
  if (groupCode) facts.set('groupCode', groupCode);
  if (options.debnr) facts.set('debnr', options.debnr);
  const run: Run = { client, session, facts, today: options.today ?? new Date() };
  // The calls that name facts first, one by one (the first customer found is the same every run); then the rest.
  const lists = FACT_CALLS.filter((endpoint) => CONTRACT_GETS.includes(endpoint));
  const others = CONTRACT_GETS.filter((endpoint) => !lists.includes(endpoint));
  const width = Math.max(...CONTRACT_GETS.map((endpoint) => endpoint.length));

  const results: CallResult[] = [signedIn.result];
  print(resultLine(signedIn.result, width));
  const report = (result: CallResult) => {
    results.push(result);
    print(resultLine(result, width));
  };
  for (const endpoint of lists) report({ endpoint, outcome: await checkCall(endpoint, run) });
  const company = facts.get('company');
  print(`Records checked: customer ${facts.get('debnr') ?? 'none found'}; current group ${groupCode || 'none'} of ${company ? companyText(Number(company)) : 'an unknown company'}`);
  for (const pending of limited(others, options.concurrency ?? 4, async (endpoint) => ({ endpoint, outcome: await checkCall(endpoint, run) }))) {
    report(await pending);
  }
  for (const line of summaryLines(results)) print(line);
  return results.some((result) => result.outcome.kind === 'mismatch') ? 1 : 0;
}

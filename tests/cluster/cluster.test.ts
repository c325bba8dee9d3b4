import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startCluster, type Cluster } from '../../scripts/lib/cluster';
import type { AppInstance } from '../../scripts/lib/clusterInstance';
import { call, keyedComment, login, outcomeOf, postComment, type Outcome, type Session } from './clusterClient';

/*
 * The deployment's shape with real parts, as `npm run cluster` starts it: PostgreSQL, two app instances
 * (app1, app2) and HAProxy with deploy/haproxy.cfg in front. Through the balancer and each instance's own
 * port (127.0.0.1 only): what one instance writes or ends the other knows at once, login limits are one,
 * a kill -9 under keyed writes loses and doubles nothing, a rolling restart drops no request.
 */
const LOGIN_FAILURE_LIMIT = 6;
const WRITERS = 8;
const KEYS_PER_WRITER = 40;

let cluster: Cluster;
let app1: AppInstance;
let app2: AppInstance;
let db: pg.Pool;
let sales: Session;
let debnrs: string[];
const output: string[] = [];

const byStatus = (outcomes: readonly Outcome[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome]: (counts[String(outcome)] ?? 0) + 1 }), {});
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

beforeAll(async () => {
  cluster = await startCluster({
    seedCustomers: 300,
    env: { LOGIN_FAILURE_LIMIT: String(LOGIN_FAILURE_LIMIT), LOG_FORMAT: 'json' },
    onLine: (source, line) => {
      output.push(`[${source}] ${line}`);
      if (output.length > 300) output.shift();
    },
  });
  [app1, app2] = cluster.instances as [AppInstance, AppInstance];
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  sales = await login(cluster.url, 'sales@demo.test');
  const rows = await db.query<{ debnr: string }>('SELECT debnr FROM customers WHERE group_code = $1 ORDER BY debnr LIMIT 3', [sales.groupCode]);
  debnrs = rows.rows.map((row) => row.debnr);
  expect(debnrs).toHaveLength(3);
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

afterEach((context) => {
  // What the processes said last, to read a failure by.
  if (context.task.result?.state === 'fail') console.error(output.slice(-80).join('\n'));
});

const comments = async (base: string, debnr: string) => {
  const answer = await call(base, 'GET', `customer/getcomments/${debnr}`, { token: sales.accessToken });
  expect(answer.status).toBe(200);
  return (answer.body as { memo: string }[]).map((comment) => comment.memo);
};

describe('two instances on one PostgreSQL behind HAProxy', () => {
  test('a comment written through one instance is read through the other and through the balancer at once', async () => {
    const memo = `written on app1 ${randomUUID()}`;
    expect((await postComment(app1.url, sales.accessToken, debnrs[0]!, memo)).status).toBe(200);
    expect(await comments(app2.url, debnrs[0]!)).toContain(memo);
    // Round robin: two reads through the balancer, one from each instance.
    expect(await comments(cluster.url, debnrs[0]!)).toContain(memo);
    expect(await comments(cluster.url, debnrs[0]!)).toContain(memo);
  });

  test('a token from one instance works on the other; logout on one is refused on the other within 2 s', async () => {
    const session = await login(app1.url, 'finance@demo.test');
    expect((await call(app2.url, 'GET', 'auth/getRoles', { token: session.accessToken })).status).toBe(200);
    expect((await call(app1.url, 'POST', 'auth/logout', { body: { refreshToken: session.refreshToken } })).status).toBe(200);
    const loggedOut = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - loggedOut < 5000) status = (await call(app2.url, 'GET', 'auth/getRoles', { token: session.accessToken })).status;
    expect(status).toBe(401);
    expect(Date.now() - loggedOut).toBeLessThan(2000);
    expect((await call(cluster.url, 'GET', 'auth/getRoles', { token: session.accessToken })).status).toBe(401);
    expect((await call(cluster.url, 'POST', 'auth/refreshtoken', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  test('failed logins from one address count on both instances: past LOGIN_FAILURE_LIMIT both and the balancer answer 429', async () => {
    // A client of its own (the instances trust X-Forwarded-For from loopback, as behind HAProxy), so the
    // rest of this file's logins from 127.0.0.1 stay allowed.
    const from = { 'x-forwarded-for': '203.0.113.37' };
    const attempt = (base: string, n: number) => call(base, 'POST', 'auth/login', { headers: from, body: { email: `nobody-${n}@demo.test`, password: 'wrong' } });
    const failures = [];
    for (let n = 0; n < LOGIN_FAILURE_LIMIT; n++) failures.push((await attempt(n % 2 === 0 ? app1.url : app2.url, n)).status);
    expect(failures).toEqual(Array(LOGIN_FAILURE_LIMIT).fill(401));
    expect((await attempt(app1.url, 100)).status).toBe(429);
    expect((await attempt(app2.url, 101)).status).toBe(429);
    expect((await attempt(cluster.url, 102)).status).toBe(429);
    // Another address is not held back by it.
    expect((await call(cluster.url, 'POST', 'auth/login', { body: { email: 'manager@demo.test', password: 'demo1234' } })).status).toBe(200);
  });

  test(`kill -9 of one instance during keyed writes (${WRITERS} writers retrying with Idempotency-Keys through the balancer) loses and doubles nothing`, async () => {
    const run = randomUUID().slice(0, 8);
    const keys = Array.from({ length: WRITERS * KEYS_PER_WRITER }, (_, n) => `kill9-${run}-${n}`);
    const debnr = debnrs[1]!;
    let done = 0;
    let killedAt = 0;
    const kill = (async () => {
      while (done < keys.length / 4) await new Promise((resolve) => setTimeout(resolve, 20));
      killedAt = Date.now();
      await app1.kill();
    })();
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        const mine = [];
        for (const key of keys.slice(writer * KEYS_PER_WRITER, (writer + 1) * KEYS_PER_WRITER)) {
          mine.push({ key, ...(await keyedComment(cluster.url, sales.accessToken, debnr, key)), at: Date.now() });
          done++;
        }
        return mine;
      }),
    ).then((perWriter) => perWriter.flat());
    const elapsed = Date.now() - started;
    await kill;
    // The writes after the kill went through app2 alone, and HAProxy took app1 out.
    expect((await cluster.haproxy.serverStates()).app1).toMatch(/^DOWN/);

    const tries = results.flatMap((result) => result.tries);
    const failedTries = tries.filter((outcome) => outcome !== 200 && outcome !== 409);
    const rows = await db.query<{ memo: string; n: number }>('SELECT memo, count(*)::int AS n FROM comments WHERE debnr = $1 AND memo LIKE $2 GROUP BY memo', [debnr, `kill9-${run}-%`]);
    const counts = new Map(rows.rows.map((row) => [row.memo, row.n]));
    const lost = keys.filter((key) => !counts.has(key));
    const doubled = keys.filter((key) => (counts.get(key) ?? 0) > 1);
    console.log(
      [
        `kill -9 during keyed writes: ${keys.length} keys by ${WRITERS} writers through the balancer, app1 killed after ${seconds(killedAt - started)}`,
        `  requests sent ${tries.length}, failed and retried ${failedTries.length} (${JSON.stringify(byStatus(failedTries))}), answered 409 (written, answer lost) ${results.filter((r) => r.status === 409).length}`,
        `  ${results.filter((r) => r.at > killedAt).length} keys answered after the kill (app2 alone); all written in ${seconds(elapsed)}, slowest key ${seconds(Math.max(...results.map((r) => r.ms)))} (a retry waits out the dead holder's 10 s lease)`,
        `  rows: ${counts.size} keys written, lost ${lost.length}, duplicates ${doubled.length}`,
      ].join('\n'),
    );
    expect(results.filter((result) => result.status !== 200 && result.status !== 409)).toEqual([]);
    expect({ lost, doubled, written: counts.size }).toEqual({ lost: [], doubled: [], written: keys.length });

    // Started again by hand, as systemd's Restart= would: back in the balancer once ready.
    app1.start();
    await app1.ready();
    await cluster.haproxy.waitForServer('app1', 'UP');
  });

  test('a rolling restart (each instance in turn: SIGTERM, drained from the balancer, started again) drops no request of a steady client', async () => {
    const run = randomUUID().slice(0, 8);
    const debnr = debnrs[2]!;
    let stopped = false;
    const outcomes: Outcome[] = [];
    const written: string[] = [];
    let n = 0;
    // Four clients in a loop through the balancer: a read, then a keyed write, without any retry.
    const clients = Array.from({ length: 4 }, async () => {
      while (!stopped) {
        outcomes.push(await outcomeOf(call(cluster.url, 'GET', `customer/getcomments/${debnr}`, { token: sales.accessToken })));
        const key = `rolling-${run}-${n++}`;
        const outcome = await outcomeOf(postComment(cluster.url, sales.accessToken, debnr, key, key));
        outcomes.push(outcome);
        if (outcome === 200) written.push(key);
      }
    });
    const started = Date.now();
    const steps: string[] = [];
    for (const instance of [app1, app2]) {
      const step = Date.now();
      const exited = instance.stop();
      let exitedAt = 0;
      void exited.then(() => (exitedAt = Date.now()));
      // Draining first: /readyz says 503 while the instance still serves, and HAProxy takes it out before it closes.
      let readyz = 200;
      while (readyz === 200) readyz = await instance.readyz();
      expect(readyz).toBe(503);
      await cluster.haproxy.waitForServer(instance.name, 'DOWN');
      const down = Date.now() - step;
      expect(exitedAt).toBe(0);
      await exited;
      const gone = Date.now() - step;
      instance.start();
      await instance.ready();
      await cluster.haproxy.waitForServer(instance.name, 'UP');
      steps.push(`${instance.name}: out of the balancer after ${seconds(down)}, exited after ${seconds(gone)}, serving again after ${seconds(Date.now() - step)}`);
    }
    // A moment with both back, then stop the clients.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stopped = true;
    await Promise.all(clients);
    const elapsed = Date.now() - started;
    const failed = outcomes.filter((outcome) => outcome !== 200);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments WHERE debnr = $1 AND memo LIKE $2', [debnr, `rolling-${run}-%`]);
    console.log(
      [
        `rolling restart: ${outcomes.length} requests sent by 4 clients through the balancer in ${seconds(elapsed)}, failed ${failed.length}${failed.length ? ` ${JSON.stringify(byStatus(failed))}` : ''}, ${written.length} keyed writes, ${rows.rows[0]!.n} rows`,
        ...steps.map((step) => `  ${step}`),
      ].join('\n'),
    );
    expect(failed).toEqual([]);
    expect(rows.rows[0]!.n).toBe(written.length);
  });
});

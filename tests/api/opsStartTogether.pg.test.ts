import { afterAll, beforeAll, expect, test } from 'vitest';
import { prepareDatabase, type PreparedDatabase } from '../../api/bootstrap';
import { DEMO_USERS } from '../../api/seed';
import { emptyPostgresDatabase } from '../support/emptyPostgres';

let database: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
const opened: PreparedDatabase[] = [];
beforeAll(async () => {
  database = await emptyPostgresDatabase();
});
afterAll(async () => {
  for (const db of opened) await db.close();
  await database.drop();
});

test('three instances starting at once on an empty PostgreSQL database all come up, and one of them migrates and seeds', async () => {
  const logs: string[] = [];
  const start = () => prepareDatabase({ databaseUrl: database.url, seedCustomers: 30, log: (line) => logs.push(line) });
  const results = await Promise.allSettled([start(), start(), start()]);
  for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
  expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);
  expect(logs.filter((line) => line.startsWith('migrations applied')).length).toBe(1);
  expect(logs.filter((line) => line.startsWith('seeded demo data')).length).toBe(1);
  // Each instance serves the one seeded database: every demo user once, 30 customers.
  for (const db of opened) {
    const [counts] = await db.query<{ users: number; customers: number; emails: number }>(
      'SELECT (SELECT count(*)::int FROM customers) AS customers, (SELECT count(DISTINCT email)::int FROM users WHERE email = ANY($1)) AS emails, (SELECT count(*)::int FROM users WHERE email = ANY($1)) AS users',
      [DEMO_USERS.map((user) => user.email)],
    );
    expect(counts).toEqual({ customers: 30, users: DEMO_USERS.length, emails: DEMO_USERS.length });
  }
});

test('an instance starting on a database another one already prepared finds nothing left to do', async () => {
  const logs: string[] = [];
  opened.push(await prepareDatabase({ databaseUrl: database.url, seedCustomers: 30, log: (line) => logs.push(line) }));
  expect(logs).toEqual(['database: PostgreSQL server']);
});

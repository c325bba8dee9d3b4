import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database, Queryable } from '../../api/db/database';
import { seed } from '../../api/seed';
import { insertRows } from '../../api/seed/insert';
import { freshDatabase } from '../support/database';

/**
 * The seed at scale (issue 40): PGlite writes with COPY, the long tail beyond the full-history customers,
 * indexes and summary keys built after the load. 60 customers of which 40 in full stand for
 * 500,000 customers of which 10,000 in full.
 */
const TODAY = new Date('2026-06-17T08:00:00Z');
const OPTIONS = { customers: 60, seed: 42, today: TODAY, fullHistory: 40 };

const opened: { drop(): Promise<void> }[] = [];
async function seeded(options: Parameters<typeof seed>[1], plainInserts = false): Promise<Database> {
  const fresh = await freshDatabase();
  opened.push(fresh);
  // Without copyFrom the seed writes as on a PostgreSQL server: INSERT ... SELECT FROM unnest().
  const db: Database = plainInserts ? { ...fresh.db, transaction: (fn) => fresh.db.transaction((tx) => fn({ query: tx.query.bind(tx) })) } : fresh.db;
  await seed(db, options);
  return fresh.db;
}
let db: Database;
beforeAll(async () => {
  db = await seeded(OPTIONS);
}, 60_000);
afterAll(async () => {
  for (const fresh of opened) await fresh.drop();
});

/** Every bulk-seeded table's rows, as text, in order (users differ by their password hash's random salt). */
const TABLES = ['customers', 'contact_emails', 'invoices', 'invoice_lines', 'credits', 'orders', 'order_lines', 'reservations', 'notes', 'comments', 'web_visits', 'sent_confirmations', 'user_logs', 'login_history', 'tasks', 'task_events', 'leads', 'special_offers'];
async function contents(db: Queryable, where = 'true'): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ rows: string }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS rows FROM ${table} t WHERE ${where}`);
    out[table] = row.rows;
  }
  return out;
}

const invoicesPerCustomer = (db: Queryable, from: number, to: number) =>
  db.query<{ n: number }>(
    `SELECT count(i.factnr)::int AS n FROM (SELECT debnr FROM customers ORDER BY debnr OFFSET $1 LIMIT $2) c LEFT JOIN invoices i ON i.debnr = c.debnr GROUP BY c.debnr`,
    [from, to - from],
  );

describe('the seed at scale', () => {
  test('COPY writes exactly the rows INSERT ... unnest() writes', { timeout: 120_000 }, async () => {
    const inserted = await seeded(OPTIONS, true);
    expect(await contents(db)).toEqual(await contents(inserted));
  });

  test('a value COPY must escape arrives as it was written: tabs, line ends, backslashes, quotes, null, json and arrays', async () => {
    const fresh = await freshDatabase();
    opened.push(fresh);
    await fresh.db.query('CREATE TABLE copied (note text, extra jsonb, days int[], flag bool, day date)');
    const note = 'a\tb\nc\r\\d \'e\' "f" \\N';
    const rows = [
      { note, extra: { memo: note }, days: [1, 5], flag: true, day: '2026-06-17' },
      { note: '', extra: null, days: [], flag: false, day: null },
    ];
    await fresh.db.transaction(async (tx) => {
      if (fresh.db.engine === 'pglite') expect(tx).toHaveProperty('copyFrom');
      await insertRows(tx, 'copied', { note: 'text', extra: 'jsonb', days: 'int[]', flag: 'bool', day: 'date' }, rows);
    });
    expect(await fresh.db.query('SELECT * FROM copied ORDER BY note DESC')).toEqual(rows);
  });

  test('the first customers keep their full history; the long tail after them buys a few times in two years', { timeout: 120_000 }, async () => {
    const head = await invoicesPerCustomer(db, 0, 40);
    const tail = await invoicesPerCustomer(db, 40, 60);
    const mean = (rows: { n: number }[]) => rows.reduce((sum, r) => sum + r.n, 0) / rows.length;
    expect(mean(head)).toBeGreaterThan(20);
    expect(mean(tail)).toBeLessThan(4);
    expect(Math.max(...tail.map((r) => r.n))).toBeLessThanOrEqual(6);
    // The same customers all in full: the first 40 have the same invoices, so the demo's 5,000 (all in full) are as they were.
    const full = await seeded({ ...OPTIONS, fullHistory: 60 });
    const first = `SELECT md5(string_agg(t::text, '|' ORDER BY factnr)) AS rows FROM invoices t WHERE t.debnr IN (SELECT debnr FROM customers ORDER BY debnr LIMIT 40)`;
    const [withTail] = await db.query<{ rows: string }>(first);
    const [withoutTail] = await full.query<{ rows: string }>(first);
    expect(mean(await invoicesPerCustomer(full, 40, 60))).toBeGreaterThan(20);
    expect(withTail).toEqual(withoutTail);
  });

  test('the summaries are the aggregate of the loaded rows, and every index and key is back', { timeout: 120_000 }, async () => {
    expect(await db.query('SELECT * FROM sales_summaries_drift()')).toEqual([]);
    const summary = () => db.query('SELECT * FROM customer_invoice_summary ORDER BY debnr');
    const built = await summary();
    expect(built.length).toBeGreaterThan(50);
    await db.query('SELECT summaries_rebuild()');
    expect(await summary()).toEqual(built);
    const [{ keys }] = await db.query<{ keys: number }>(
      `SELECT count(*)::int AS keys FROM pg_constraint WHERE contype = 'p' AND conrelid::regclass::text IN ('invoice_lines', 'customer_invoice_summary', 'sales_days', 'sales_months', 'group_days', 'article_days', 'article_months')`,
    );
    expect(keys).toBe(7);
    const indexes = await db.query<{ name: string }>(`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND indexname IN ('invoices_debnr_date', 'invoice_lines_factnr', 'customers_group_created', 'web_visits_debnr')`);
    expect(indexes).toHaveLength(4);
    await expect(db.query(`INSERT INTO invoice_lines (factnr, artnr, art_group, quantity, amount, cost) VALUES (1, 'none', 'NONE', 1, 1, 1)`)).rejects.toThrow();
  });
});

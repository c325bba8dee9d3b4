import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPANY_IDS } from '../../schemas/companies';
import { verifyPassword } from '../../api/auth/passwords';
import type { Database } from '../../api/db/database';
import { DEMO_PASSWORD, DEMO_USERS, seed } from '../../api/seed';
import { isValidIban } from '../../api/seed/iban';
import { isValidVat } from '../../api/seed/vat';
import { freshDatabase } from '../support/database';

const TODAY = new Date('2026-06-17T08:00:00Z');
const OPTIONS = { customers: 150, seed: 42, today: TODAY };

const opened: { drop(): Promise<void> }[] = [];
async function seeded(options: typeof OPTIONS): Promise<Database> {
  const fresh = await freshDatabase();
  opened.push(fresh);
  await seed(fresh.db, options);
  return fresh.db;
}

let db: Database;
beforeAll(async () => {
  db = await seeded(OPTIONS);
});
afterAll(async () => {
  for (const fresh of opened) await fresh.drop();
});

const rows = <T extends object>(sql: string, params: unknown[] = []) => db.query<T>(sql, params);

/** The date `count` weekdays before 2026-06-17 (a Wednesday). */
function weekdaysAgo(count: number): string {
  const day = new Date('2026-06-17T00:00:00Z');
  for (let left = count; left > 0; ) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left--;
  }
  return day.toISOString().slice(0, 10);
}

async function checksums(target: Database): Promise<Record<string, string>> {
  const [row] = await target.query<Record<string, string>>(
    `SELECT (SELECT md5(string_agg(c::text, '|' ORDER BY debnr)) FROM customers c) AS customers,
            (SELECT md5(string_agg(i::text, '|' ORDER BY factnr)) FROM invoices i) AS invoices,
            (SELECT md5(string_agg(l::text, '|' ORDER BY id)) FROM invoice_lines l) AS lines`,
  );
  return row;
}

describe('the demo data seed', () => {
  test('the same options give the same rows; another seed number gives other rows', { timeout: 120_000 }, async () => {
    const small = { ...OPTIONS, customers: 40 };
    const expected = await checksums(await seeded(small));
    expect(await checksums(await seeded(small))).toEqual(expected);
    const different = await checksums(await seeded({ ...small, seed: 7 }));
    expect(different.customers).not.toBe(expected.customers);
    expect(different.invoices).not.toBe(expected.invoices);
  });

  test('every IBAN passes the mod-97 check and every VAT number its country key', async () => {
    const customers = await rows<{ iban: string; bic: string; btw_number: string; country: string }>('SELECT iban, bic, btw_number, country FROM customers');
    expect(customers).toHaveLength(150);
    expect(customers.filter((c) => !isValidIban(c.iban))).toEqual([]);
    expect(customers.filter((c) => !isValidVat(c.btw_number))).toEqual([]);
    expect(customers.some((c) => c.btw_number.startsWith('FR'))).toBe(true);
    expect(customers.some((c) => c.btw_number.startsWith('BE'))).toBe(true);
    expect(customers.filter((c) => c.iban.slice(0, 2) !== (c.country === 'uk' ? 'GB' : c.country.toUpperCase()))).toEqual([]);
    expect(customers.filter((c) => !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(c.bic))).toEqual([]);
  });

  test('the check functions reject a wrong check digit', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidVat('FR40303265045')).toBe(true);
    expect(isValidVat('FR41303265045')).toBe(false);
    expect(isValidVat('BE0403170701')).toBe(true);
    expect(isValidVat('BE0403170702')).toBe(false);
  });

  test('each company has its debtor groups, and customers in each of them', async () => {
    const groups = await rows<{ company_id: number; group_code: string; customers: number }>(
      `SELECT g.company_id, g.group_code, count(c.debnr)::int AS customers
         FROM debtor_groups g LEFT JOIN customers c ON c.group_code = g.group_code GROUP BY 1, 2 ORDER BY 2`,
    );
    expect([...new Set(groups.map((g) => g.company_id))].sort((a, b) => a - b)).toEqual([...COMPANY_IDS].sort((a, b) => a - b));
    for (const company of COMPANY_IDS) expect(groups.filter((g) => g.company_id === company).length).toBeGreaterThanOrEqual(3);
    expect(groups.filter((g) => g.customers === 0)).toEqual([]);
    const [largest] = await rows<{ company_id: number }>('SELECT company_id FROM customers GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    expect(largest.company_id).toBe(1);
  });

  test('debtor numbers are unique 6-digit strings and financial heads exist', async () => {
    const [stats] = await rows<{ bad: number; heads_missing: number; new_heads: number }>(
      `SELECT count(*) FILTER (WHERE debnr !~ '^[0-9]{6}$')::int AS bad,
              count(*) FILTER (WHERE fin_debnr <> '*NEW*' AND NOT EXISTS (SELECT 1 FROM customers h WHERE h.debnr = c.fin_debnr))::int AS heads_missing,
              count(*) FILTER (WHERE fin_debnr = '*NEW*')::int AS new_heads
         FROM customers c`,
    );
    expect(stats).toMatchObject({ bad: 0, heads_missing: 0 });
  });

  test('the demo users exist with exactly their roles and their groups', async () => {
    const users = await rows<{ email: string; roles: string[]; groups: string[]; companies: number; tos_agreement: boolean; group_code: string; current_group_code: string; password_hash: string }>(
      `SELECT u.email, u.tos_agreement, u.group_code, u.current_group_code, u.password_hash,
              coalesce((SELECT array_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '{}') AS roles,
              (SELECT array_agg(ug.group_code ORDER BY ug.group_code) FROM user_groups ug WHERE ug.user_id = u.id) AS groups,
              (SELECT count(DISTINCT g.company_id)::int FROM user_groups ug JOIN debtor_groups g ON g.group_code = ug.group_code WHERE ug.user_id = u.id) AS companies
         FROM users u WHERE u.email LIKE '%@demo.test'`,
    );
    for (const demo of DEMO_USERS) {
      const user = users.find((u) => u.email === demo.email);
      expect(user, demo.email).toBeDefined();
      expect(user!.roles).toEqual([...demo.roles].sort());
      expect(user!.tos_agreement).toBe(demo.email !== 'newbie@demo.test');
      expect(user!.groups).toContain(user!.current_group_code);
      if (demo.email === 'noroles@demo.test') expect(user!.groups).toHaveLength(1);
      else expect([user!.groups.length >= 2, user!.companies >= 2]).toEqual([true, true]);
    }
    const byEmail = (email: string) => users.find((u) => u.email === email)!;
    expect(byEmail('admin@demo.test').current_group_code).toBe('101');
    expect(byEmail('deco@demo.test').current_group_code).toBe('401');
    expect(await verifyPassword(byEmail('sales@demo.test').password_hash, DEMO_PASSWORD)).toBe(true);
    const [managers] = await rows<{ users: number; companies: number }>('SELECT count(DISTINCT user_id)::int AS users, count(DISTINCT company_id)::int AS companies FROM account_managers');
    expect(managers.users).toBeGreaterThanOrEqual(20);
    expect(managers.companies).toBe(COMPANY_IDS.length);
  });

  test('invoice lines add up exactly to their invoice', async () => {
    const [check] = await rows<{ invoices: number; mismatched: number; without_lines: number }>(
      `SELECT count(*)::int AS invoices,
              count(*) FILTER (WHERE l.total IS DISTINCT FROM i.amount)::int AS mismatched,
              count(*) FILTER (WHERE l.total IS NULL)::int AS without_lines
         FROM invoices i LEFT JOIN (SELECT factnr, sum(amount) AS total FROM invoice_lines GROUP BY factnr) l USING (factnr)`,
    );
    expect(check.invoices).toBeGreaterThan(1000);
    expect(check).toMatchObject({ mismatched: 0, without_lines: 0 });
  });

  test('invoices span the two years before today, on weekdays, and none after', async () => {
    const [span] = await rows<{ first: string; last: string; weekend: number; credits_over: number }>(
      `SELECT min(fctdat) AS first, max(fctdat) AS last,
              count(*) FILTER (WHERE extract(isodow FROM fctdat) > 5)::int AS weekend,
              (SELECT count(*)::int FROM credits c JOIN invoices i USING (factnr) WHERE c.amount > i.amount) AS credits_over
         FROM invoices`,
    );
    expect(span.first >= '2024-06-17' && span.first <= '2024-07-15').toBe(true);
    expect(span.last < '2026-06-17').toBe(true);
    expect(span.last >= weekdaysAgo(1)).toBe(true);
    expect(span).toMatchObject({ weekend: 0, credits_over: 0 });
  });

  test('the call list has customers in every block', async () => {
    const [shapes] = await rows<{ stopped5to7: number; single: number; created7: number }>(
      `WITH last AS (SELECT debnr, max(fctdat) AS last, count(*) AS n FROM invoices GROUP BY debnr)
       SELECT count(*) FILTER (WHERE last BETWEEN $1 AND $2)::int AS stopped5to7,
              count(*) FILTER (WHERE n = 1)::int AS single,
              (SELECT count(*)::int FROM customers WHERE created > $3::date - 7) AS created7
         FROM last`,
      [weekdaysAgo(7), weekdaysAgo(5), '2026-06-17'],
    );
    expect(shapes.stopped5to7).toBeGreaterThan(0);
    expect(shapes.single).toBeGreaterThan(0);
    expect(shapes.created7).toBeGreaterThan(0);
  });

  test('the screens beyond customers have data, dated around today', async () => {
    const [counts] = await rows<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM orders WHERE status = 'open') AS backorders,
              (SELECT count(*)::int FROM orders WHERE delivery_date = '2026-06-17') AS departures_today,
              (SELECT count(*)::int FROM reservations WHERE delivery_date > '2026-12-31') AS reserved_next_year,
              (SELECT count(*)::int FROM invoices WHERE paid < amount AND fctdat < '2026-04-01') AS overdue,
              (SELECT count(*)::int FROM notes WHERE place_date > '2026-04-17') AS notes,
              (SELECT count(*)::int FROM leads) AS leads,
              (SELECT count(*)::int FROM tasks WHERE NOT concluded AND end_date < '2026-06-17') AS overdue_tasks,
              (SELECT count(*)::int FROM showroom_visits WHERE visit_date > '2026-06-17') AS upcoming_visits,
              (SELECT count(*)::int FROM provider_status_updates WHERE current_status = 'Operational') AS operational,
              (SELECT count(*)::int FROM data_imports WHERE import_finished::date = '2026-06-17') AS imports_today`,
    );
    for (const [what, count] of Object.entries(counts)) expect(count, what).toBeGreaterThan(0);
  });

  test('nothing that already happened is dated after now', async () => {
    const [future] = await rows<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM notes WHERE place_date > $1) AS notes,
              (SELECT count(*)::int FROM web_visits WHERE logtime > $1) AS web_visits,
              (SELECT count(*)::int FROM comments WHERE regdat > extract(epoch FROM $1::timestamptz)) AS comments,
              (SELECT count(*)::int FROM login_history WHERE created_at > $1) AS logins,
              (SELECT count(*)::int FROM user_logs WHERE end_date > $1) AS page_visits,
              (SELECT count(*)::int FROM customers WHERE created > $1::timestamptz::date) AS customers`,
      [TODAY.toISOString()],
    );
    expect(future).toEqual({ notes: 0, web_visits: 0, comments: 0, logins: 0, page_visits: 0, customers: 0 });
  });

  test('foreign keys are back in place after the bulk load', async () => {
    const [keys] = await rows<{ count: number }>(`SELECT count(*)::int AS count FROM pg_constraint WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`);
    expect(keys.count).toBeGreaterThan(40);
    await expect(db.query(`INSERT INTO invoices (factnr, debnr, company_id, branch_id, fctdat, amount, paid, order_source) VALUES (1, 'nobody', 1, 1, '2026-01-05', 1, 1, 'online')`)).rejects.toThrow();
  });
});

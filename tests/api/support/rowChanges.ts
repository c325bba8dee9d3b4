import type { Database } from '../../../api/db/database';

/**
 * Net rows inserted minus deleted per table of the public schema since `trackRowChanges` ran: two
 * snapshots differ exactly where a table's row count changed. Row-level triggers keep the tally in
 * their own schema, so a snapshot is one small read however big the tables are (the api never truncates).
 */
export async function trackRowChanges(db: Database): Promise<() => Promise<Record<string, number>>> {
  await db.exec(`
    CREATE SCHEMA row_audit;
    CREATE TABLE row_audit.net_rows (table_name text PRIMARY KEY, delta bigint NOT NULL);
    CREATE FUNCTION row_audit.tally() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO row_audit.net_rows AS n VALUES (TG_TABLE_NAME, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END)
        ON CONFLICT (table_name) DO UPDATE SET delta = n.delta + EXCLUDED.delta;
      RETURN NULL;
    END $$;
    DO $$
    DECLARE t text;
    BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
        EXECUTE format('CREATE TRIGGER row_audit_tally AFTER INSERT OR DELETE ON public.%I FOR EACH ROW EXECUTE FUNCTION row_audit.tally()', t);
      END LOOP;
    END $$;`);
  return async () => {
    const rows = await db.query<{ table_name: string; delta: number }>('SELECT table_name, delta FROM row_audit.net_rows');
    return Object.fromEntries(rows.map((r) => [r.table_name, r.delta]));
  };
}

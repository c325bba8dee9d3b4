import type { Database, Queryable } from '../db/database';
import { conflict } from './errors';

/**
 * How long a running key stays its holder's without a renewal; a holder that died lets it go after this.
 * Shorter than the 15 s a twin waits (idempotency.ts), so a retry after a crash always runs, never a 400.
 */
export const IDEMPOTENCY_LEASE_MS = 10_000;

/** One claim of a key: `holder` is its fencing token (a uuid), checked by every write made under it. */
export interface Lease {
  azureId: string;
  key: string;
  holder: string;
  leaseMs: number;
}

export const LEASE_LOST = 'Another attempt with this Idempotency-Key took over while this one was running; this one changed nothing';

/**
 * Keeps the lease while the request runs (every third of it, on the database's clock, so api
 * instances with different clocks agree). Returns the function that stops renewing.
 */
export function renewWhileRunning(db: Queryable, lease: Lease): () => void {
  const timer = setInterval(() => {
    db.query(
      `UPDATE idempotent_requests SET lease_until = now() + $4 * interval '1 millisecond'
        WHERE azure_id = $1 AND key = $2 AND holder = $3 AND status IS NULL`,
      [lease.azureId, lease.key, lease.holder, lease.leaseMs],
    ).catch((error: unknown) => console.warn(`idempotency: lease renewal failed (${error instanceof Error ? error.message : String(error)})`));
  }, lease.leaseMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Inside a transaction that wrote something: records that the key's write committed, in that same
 * transaction, and only while this claim still holds the key. A claim that was taken over throws, so
 * its write rolls back and the request that took over is the only one whose write lands.
 */
async function markWrite(tx: Queryable, lease: Lease): Promise<void> {
  const [wrote] = await tx.query<{ wrote: boolean }>('SELECT txid_current_if_assigned() IS NOT NULL AS wrote');
  if (!wrote?.wrote) return;
  const held = await tx.query(
    'UPDATE idempotent_requests SET committed_at = coalesce(committed_at, now()) WHERE azure_id = $1 AND key = $2 AND holder = $3 RETURNING 1',
    [lease.azureId, lease.key, lease.holder],
  );
  if (held.length === 0) throw conflict(LEASE_LOST);
}

/**
 * The database a keyed request's handler uses: each of its transactions, and each single statement
 * (in a transaction of its own), marks its write under the lease. Reads cost a transaction more.
 */
export function leasedDatabase(db: Database, lease: Lease): Database {
  const inLease = <T>(fn: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      const result = await fn(tx);
      await markWrite(tx, lease);
      return result;
    });
  return {
    ...db,
    query: <T extends object>(sql: string, params?: readonly unknown[]) => inLease((tx) => tx.query<T>(sql, params)),
    transaction: inLease,
  };
}

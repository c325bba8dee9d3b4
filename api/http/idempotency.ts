import { createHash, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { badRequest, conflict, HttpError } from './errors';
import { IDEMPOTENCY_LEASE_MS, leasedDatabase, renewWhileRunning, type Lease } from './idempotencyLease';

/** An answer as sent: kept for a repeated Idempotency-Key and sent again byte for byte. */
export interface PreparedAnswer {
  status: number;
  contentType: string;
  disposition?: string;
  body: Buffer;
}

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for the first request of its key to finish. */
const WAIT_MS = 15_000;
const POLL_MS = 25;
const KEY = /^[\x21-\x7e]{1,200}$/;

export const ANSWER_LOST = 'The first request with this Idempotency-Key was carried out, but its answer was lost; reload to see its result';

export interface IdempotentRequest {
  azureId: string;
  key: string;
  endpoint: string;
  /** Path parameters, query and body: the same key for a different request is refused. */
  input: unknown;
}

interface Kept {
  fingerprint: string;
  status: number | null;
  content_type: string | null;
  disposition: string | null;
  body: Uint8Array | null;
  committed: boolean;
  /** The holder's lease has not passed (on the database's clock). */
  held: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST with an Idempotency-Key (per user, 24 hours): the first request runs and its answer is kept;
 * a repeat gets that answer again and runs nothing, and one that arrives while the first is still
 * running waits for it. The running request holds its key under a lease in the database
 * (idempotencyLease.ts): when its holder died (a crash, kill -9, on any api instance), the lease runs
 * out and the next retry takes the key over and runs, unless the dead holder's write had committed,
 * which the retry is told (409) rather than writing twice. A first request refused (4xx) or failed
 * before writing keeps nothing, so a retry runs anew. `run` gets the database its handler must write through.
 */
export async function idempotent(
  db: Database,
  request: IdempotentRequest,
  now: Date,
  run: (db: Database) => Promise<PreparedAnswer>,
  leaseMs = IDEMPOTENCY_LEASE_MS,
): Promise<PreparedAnswer> {
  if (!KEY.test(request.key)) throw badRequest('Invalid Idempotency-Key header', { 'Idempotency-Key': 'must be 1 to 200 visible ASCII characters' });
  const fingerprint = createHash('sha256').update(`${request.endpoint}\n${JSON.stringify(request.input ?? null)}`).digest('base64url');
  const lease: Lease = { azureId: request.azureId, key: request.key, holder: randomUUID(), leaseMs };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claimed = await db.query(
      `INSERT INTO idempotent_requests (azure_id, key, endpoint, fingerprint, created_at, holder, lease_until)
       VALUES ($1, $2, $3, $4, $5, $7, now() + $8 * interval '1 millisecond')
       ON CONFLICT (azure_id, key) DO UPDATE SET endpoint = EXCLUDED.endpoint, fingerprint = EXCLUDED.fingerprint, created_at = EXCLUDED.created_at,
              holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until, committed_at = NULL,
              status = NULL, content_type = NULL, disposition = NULL, body = NULL
        WHERE idempotent_requests.created_at < $6
       RETURNING 1`,
      [request.azureId, request.key, request.endpoint, fingerprint, now, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS), lease.holder, leaseMs],
    );
    if (claimed.length > 0) return runAndKeep(db, lease, run);
    const [kept] = await db.query<Kept>(
      `SELECT fingerprint, status, content_type, disposition, body, committed_at IS NOT NULL AS committed,
              coalesce(lease_until > now(), false) AS held
         FROM idempotent_requests WHERE azure_id = $1 AND key = $2`,
      [request.azureId, request.key],
    );
    if (!kept) continue; // the first request failed and let its key go: claim it again
    if (kept.fingerprint !== fingerprint) throw badRequest('This Idempotency-Key was already used for a different request');
    if (kept.status !== null) {
      return { status: kept.status, contentType: kept.content_type ?? 'application/json', disposition: kept.disposition ?? undefined, body: Buffer.from(kept.body ?? []) };
    }
    if (!kept.held) {
      if (kept.committed) throw conflict(ANSWER_LOST);
      if (await takeOver(db, lease)) return runAndKeep(db, lease, run);
      continue; // another retry took it over first: wait for that one
    }
    if (Date.now() > deadline) throw badRequest('The first request with this Idempotency-Key is still running; try again shortly');
    await sleep(POLL_MS);
  }
}

/** Claims a running key whose holder is gone; of two retries at once, one gets it (the row lock decides). */
async function takeOver(db: Queryable, lease: Lease): Promise<boolean> {
  const taken = await db.query(
    `UPDATE idempotent_requests SET holder = $3, lease_until = now() + $4 * interval '1 millisecond'
      WHERE azure_id = $1 AND key = $2 AND status IS NULL AND committed_at IS NULL AND (lease_until IS NULL OR lease_until <= now())
     RETURNING 1`,
    [lease.azureId, lease.key, lease.holder, lease.leaseMs],
  );
  return taken.length > 0;
}

async function runAndKeep(db: Database, lease: Lease, run: (db: Database) => Promise<PreparedAnswer>): Promise<PreparedAnswer> {
  const stopRenewing = renewWhileRunning(db, lease);
  const mine = [lease.azureId, lease.key, lease.holder];
  try {
    let answer: PreparedAnswer;
    try {
      answer = await run(leasedDatabase(db, lease));
    } catch (error) {
      // A refusal (4xx: what it wrote is bookkeeping, a failure counter), or nothing written: the key
      // goes and a retry runs anew. A failure after a write landed keeps the key, its lease ended.
      const refusal = error instanceof HttpError && error.status < 500;
      await db.query(
        'DELETE FROM idempotent_requests WHERE azure_id = $1 AND key = $2 AND holder = $3 AND status IS NULL AND ($4 OR committed_at IS NULL)',
        [...mine, refusal],
      );
      await db.query('UPDATE idempotent_requests SET lease_until = NULL WHERE azure_id = $1 AND key = $2 AND holder = $3 AND status IS NULL', mine);
      throw error;
    }
    // A refusal that wrote nothing is not kept (a retry runs anew); any answer to a write that landed is.
    if (answer.status >= 300) {
      const gone = await db.query('DELETE FROM idempotent_requests WHERE azure_id = $1 AND key = $2 AND holder = $3 AND committed_at IS NULL RETURNING 1', mine);
      if (gone.length > 0) return answer;
    }
    await db.query(
      'UPDATE idempotent_requests SET status = $4, content_type = $5, disposition = $6, body = $7 WHERE azure_id = $1 AND key = $2 AND holder = $3',
      [...mine, answer.status, answer.contentType, answer.disposition ?? null, answer.body],
    );
    return answer;
  } finally {
    stopRenewing();
  }
}

import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { badRequest } from './errors';

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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST with an Idempotency-Key (per user, 24 hours): the first request runs and its successful
 * answer is kept; a repeat gets that answer again and runs nothing, and one that arrives while the
 * first is still running waits for it. A failed first request keeps nothing, so a retry runs anew.
 */
export async function idempotent(db: Database, request: IdempotentRequest, now: Date, run: () => Promise<PreparedAnswer>): Promise<PreparedAnswer> {
  if (!KEY.test(request.key)) throw badRequest('Invalid Idempotency-Key header', { 'Idempotency-Key': 'must be 1 to 200 visible ASCII characters' });
  const fingerprint = createHash('sha256').update(`${request.endpoint}\n${JSON.stringify(request.input ?? null)}`).digest('base64url');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claimed = await db.query(
      `INSERT INTO idempotent_requests (azure_id, key, endpoint, fingerprint, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (azure_id, key) DO UPDATE SET endpoint = EXCLUDED.endpoint, fingerprint = EXCLUDED.fingerprint,
              created_at = EXCLUDED.created_at, status = NULL, content_type = NULL, disposition = NULL, body = NULL
        WHERE idempotent_requests.created_at < $6
       RETURNING 1`,
      [request.azureId, request.key, request.endpoint, fingerprint, now, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)],
    );
    if (claimed.length > 0) return runAndKeep(db, request, run);
    const [kept] = await db.query<Kept>(
      'SELECT fingerprint, status, content_type, disposition, body FROM idempotent_requests WHERE azure_id = $1 AND key = $2',
      [request.azureId, request.key],
    );
    if (!kept) continue; // the first request failed and let its key go: claim it again
    if (kept.fingerprint !== fingerprint) throw badRequest('This Idempotency-Key was already used for a different request');
    if (kept.status !== null) {
      return { status: kept.status, contentType: kept.content_type ?? 'application/json', disposition: kept.disposition ?? undefined, body: Buffer.from(kept.body ?? []) };
    }
    if (Date.now() > deadline) throw badRequest('The first request with this Idempotency-Key is still running; try again shortly');
    await sleep(POLL_MS);
  }
}

async function runAndKeep(db: Database, request: IdempotentRequest, run: () => Promise<PreparedAnswer>): Promise<PreparedAnswer> {
  let answer: PreparedAnswer;
  try {
    answer = await run();
  } catch (error) {
    await db.query('DELETE FROM idempotent_requests WHERE azure_id = $1 AND key = $2 AND status IS NULL', [request.azureId, request.key]);
    throw error;
  }
  if (answer.status >= 300) {
    await db.query('DELETE FROM idempotent_requests WHERE azure_id = $1 AND key = $2', [request.azureId, request.key]);
  } else {
    await db.query(
      'UPDATE idempotent_requests SET status = $3, content_type = $4, disposition = $5, body = $6 WHERE azure_id = $1 AND key = $2',
      [request.azureId, request.key, answer.status, answer.contentType, answer.disposition ?? null, answer.body],
    );
  }
  return answer;
}

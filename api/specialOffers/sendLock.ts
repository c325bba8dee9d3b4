import { randomUUID } from 'node:crypto';
import { OFFER_MESSAGES } from '../../schemas/entities/specialOffer';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { conflict } from '../http/errors';

/**
 * How long a send may hold its offer: well above its provider calls (10 s each, at most three), so a
 * live send never loses it, and short enough that an instance killed mid-send blocks nobody for long.
 */
export const SEND_LEASE_MS = 2 * 60_000;

/**
 * Runs one send of an offer (list sync, campaign) while no other send of it runs: a row in the
 * database, not memory, so two api instances on one database refuse each other too. A second send
 * meanwhile is a 409 (with or without an Idempotency-Key: a repeat of the same key never gets here,
 * it waits for the first). The row goes when the send ends, or expires when its holder died.
 */
export async function whileSending<T>(db: Queryable, clock: Clock, offerId: number, azureId: string, send: () => Promise<T>): Promise<T> {
  const token = randomUUID();
  const now = clock.now();
  const claimed = await db.query(
    `INSERT INTO special_offer_sends (special_offer_id, token, azure_id, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (special_offer_id) DO UPDATE SET token = EXCLUDED.token, azure_id = EXCLUDED.azure_id, expires_at = EXCLUDED.expires_at
      WHERE special_offer_sends.expires_at <= $5
     RETURNING 1`,
    [offerId, token, azureId, new Date(now.getTime() + SEND_LEASE_MS), now],
  );
  if (claimed.length === 0) throw conflict(OFFER_MESSAGES.alreadySending);
  try {
    return await send();
  } finally {
    // Only our own row: after an expiry another send may hold the offer now.
    await db.query('DELETE FROM special_offer_sends WHERE special_offer_id = $1 AND token = $2', [offerId, token]);
  }
}

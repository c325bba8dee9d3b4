import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * A session is one login: its id is the refresh-token family and the `sid` of every access token it
 * issues. Rotation never extends it (absolute expiry); ending it stops its refresh and access tokens alike.
 */
export interface Session {
  id: string;
  expiresAt: Date;
}

export async function startSession(db: Queryable, userId: number, now: Date, ttlSeconds: number): Promise<Session> {
  const session = { id: randomUUID(), expiresAt: new Date(now.getTime() + ttlSeconds * 1000) };
  await db.query('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [session.id, userId, now, session.expiresAt]);
  return session;
}

/**
 * Ends every open session of a user (password change, deletion, a replayed refresh token), except the
 * one the caller is using when they changed their own password.
 */
export async function endUserSessions(db: Queryable, userId: number, now: Date, except?: string): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL AND id IS DISTINCT FROM $3::uuid', [userId, now, except ?? null]);
}

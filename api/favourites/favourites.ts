import type { FavouriteUsers } from '../../schemas/entities/favourites';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';

/** What a manager keeps favourites for: lead assignment, statistics, tasks (table favourite_users). */
export type FavouriteKind = 'leads' | 'stats' | 'tasks';

/** Users of the owner's companies holding one of `roles`: the people a favourite can be. */
const CANDIDATES = `
  SELECT DISTINCT u.azure_id::text AS "userAzureId", u.name AS "userName", u.email
    FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id AND r.name = ANY($2::text[])
   WHERE u.deleted_at IS NULL
     AND u.company_id IN (SELECT g.company_id FROM user_groups ug JOIN users me ON me.id = ug.user_id JOIN debtor_groups g ON g.group_code = ug.group_code WHERE me.azure_id = $1)`;

/** The owner's favourites and the candidates not chosen yet, by name (spec part 2 §3 "Manager assigned users"). */
export async function favouriteUsers(q: Queryable, owner: string, kind: FavouriteKind, roles: readonly string[]): Promise<FavouriteUsers> {
  const candidates = await q.query<{ userAzureId: string; userName: string; email: string }>(`${CANDIDATES} ORDER BY "userName"`, [owner, roles]);
  const chosen = new Set(
    (await q.query<{ id: string }>('SELECT favorite_azure_id::text AS id FROM favourite_users WHERE owner_azure_id = $1 AND kind = $2', [owner, kind])).map((r) => r.id),
  );
  return {
    assignedUsers: candidates.filter((c) => chosen.has(c.userAzureId)).map((c) => ({ assignedUserName: c.userName, userAzureId: c.userAzureId, email: c.email })),
    assignableUsers: candidates.filter((c) => !chosen.has(c.userAzureId)),
  };
}

/** Adds (or removes) a favourite; only a candidate can be one (else 400 naming `field`, the body's name of the favourite). */
export async function setFavourite(
  q: Queryable, owner: string, kind: FavouriteKind, roles: readonly string[], favourite: string, on: boolean, field = 'favoriteAzureId',
): Promise<void> {
  if (on) {
    const [candidate] = await q.query(`${CANDIDATES} AND u.azure_id = $3`, [owner, roles, favourite]);
    if (!candidate) throw badRequest('Invalid request body', { [field]: 'is not a user you can follow' });
    await q.query('INSERT INTO favourite_users (owner_azure_id, favorite_azure_id, kind) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [owner, favourite, kind]);
  } else {
    await q.query('DELETE FROM favourite_users WHERE owner_azure_id = $1 AND favorite_azure_id = $2 AND kind = $3', [owner, favourite, kind]);
  }
}

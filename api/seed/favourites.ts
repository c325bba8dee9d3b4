import type { Queryable } from '../db/database';
import { insertRows } from './insert';
import type { Random } from './prng';
import type { AccountManager, SeedUser } from './users';

/**
 * The manager and admin demo users' favourites: account managers for lead assignment ('leads'), and
 * users whose statistics and tasks they follow ('stats', 'tasks').
 */
export async function insertFavourites(db: Queryable, rng: Random, owners: readonly SeedUser[], managers: readonly AccountManager[]): Promise<void> {
  const people = [...new Map(managers.map((m) => [m.user.id, m.user])).values()];
  const rows = owners.flatMap((owner) =>
    (['leads', 'stats', 'tasks'] as const).flatMap((kind) => rng.sample(people, rng.int(3, 6)).map((user) => ({ owner_azure_id: owner.azureId, favorite_azure_id: user.azureId, kind }))),
  );
  await insertRows(db, 'favourite_users', { owner_azure_id: 'uuid', favorite_azure_id: 'uuid', kind: 'text' }, rows);
}

import type { Queryable } from '../db/database';
import { DEBTOR_GROUPS } from './companies';
import { insertRows } from './insert';
import type { Random } from './prng';
import type { AccountManager, SeedUser } from './users';

/**
 * The manager and admin demo users' favourites: account managers for lead assignment ('leads'), and
 * users whose statistics and tasks they follow ('stats', 'tasks').
 */
export async function insertFavourites(db: Queryable, rng: Random, owners: readonly SeedUser[], managers: readonly AccountManager[]): Promise<void> {
  const people = [...new Map(managers.map((m) => [m.user.id, m.user])).values()];
  const rows = owners.flatMap((owner) => {
    // Only people of the owner's companies can be favourites (api/favourites): the same here.
    const companies = new Set(DEBTOR_GROUPS.filter((g) => owner.groups.includes(g.groupCode)).map((g) => g.companyId));
    const colleagues = people.filter((user) => companies.has(user.companyId));
    return (['leads', 'stats', 'tasks'] as const).flatMap((kind) =>
      rng.sample(colleagues, rng.int(3, 6)).map((user) => ({ owner_azure_id: owner.azureId, favorite_azure_id: user.azureId, kind })),
    );
  });
  await insertRows(db, 'favourite_users', { owner_azure_id: 'uuid', favorite_azure_id: 'uuid', kind: 'text' }, rows);
}

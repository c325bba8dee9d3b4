import { z } from 'zod';
import type { FavoriteUser, UserToFavorite } from '../../../schemas/entities/favourites';
import { uuidInput } from '../../../schemas/forms/inputs';
import type { Queryable } from '../../db/database';
import { favouriteUsers, setFavourite } from '../../favourites/favourites';
import { defineRoute, type RouteContext } from '../../http/route';

/** The task overview's favourite users (spec part 2 §2): people who work on tasks (favourite_users of kind 'tasks'). */
const KIND = 'tasks';
const TASK_PEOPLE = ['iTasks', 'iTasksManager'];
const favoriteBody = z.object({ azureId: uuidInput }).loose();

async function favorites(q: Queryable, owner: string): Promise<FavoriteUser[]> {
  const { assignedUsers } = await favouriteUsers(q, owner, KIND, TASK_PEOPLE);
  return assignedUsers.map((u) => ({ favoriteAzureId: u.userAzureId, name: u.assignedUserName, email: u.email }));
}

async function change({ body, caller, services }: RouteContext<unknown, z.output<typeof favoriteBody>>, on: boolean): Promise<FavoriteUser[]> {
  await setFavourite(services.db, caller.azureId, KIND, TASK_PEOPLE, body.azureId, on, 'azureId');
  return favorites(services.db, caller.azureId);
}

/** manager/GetFavoriteUsers, GetUsersToFavorite, AddFavoriteUser and DeleteFavoriteUser, azureId in the body (spec part 2 §7). */
export const favoriteUserRoutes = [
  defineRoute({ endpoint: 'GET manager/GetFavoriteUsers', handler: ({ caller, services }) => favorites(services.db, caller.azureId) }),
  defineRoute({
    endpoint: 'GET manager/GetUsersToFavorite',
    async handler({ caller, services }): Promise<UserToFavorite[]> {
      const { assignableUsers } = await favouriteUsers(services.db, caller.azureId, KIND, TASK_PEOPLE);
      return assignableUsers.map((u) => ({ azureId: u.userAzureId, name: u.userName, email: u.email }));
    },
  }),
  defineRoute({ endpoint: 'POST manager/AddFavoriteUser', body: favoriteBody, handler: (ctx) => change(ctx, true) }),
  defineRoute({ endpoint: 'DELETE manager/DeleteFavoriteUser', body: favoriteBody, handler: (ctx) => change(ctx, false) }),
];

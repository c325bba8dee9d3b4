import { z } from 'zod';
import { uuidInput } from '../../../schemas/forms/inputs';
import { favouriteUsers, setFavourite, type FavouriteKind } from '../../favourites/favourites';
import { forbidden } from '../../http/errors';
import { defineRoute, type RouteContext } from '../../http/route';

/** The manager's favourite users of the statistics pages (favourite_users of kind 'stats'). */
export const STATS_FAVOURITES: FavouriteKind = 'stats';
/** Who has usage statistics worth following: the users with a profile. */
const PEOPLE_WITH_STATS = ['iCRMBasis', 'iCRMFinancieel'];

/**
 * Add and remove carry favoriteAzureId (the user to follow, as in the task favourites) and
 * userAzureId (the manager whose list it is: only the caller's own list can be changed).
 */
const assignedUserBody = z.object({ favoriteAzureId: uuidInput, userAzureId: uuidInput.optional() }).loose();

async function change(ctx: RouteContext<unknown, z.output<typeof assignedUserBody>>, on: boolean) {
  const { body, caller, services } = ctx;
  if (body.userAzureId && body.userAzureId.toLowerCase() !== caller.azureId.toLowerCase()) throw forbidden('You can only change your own favourite users');
  await setFavourite(services.db, caller.azureId, STATS_FAVOURITES, PEOPLE_WITH_STATS, body.favoriteAzureId, on);
  return favouriteUsers(services.db, caller.azureId, STATS_FAVOURITES, PEOPLE_WITH_STATS);
}

/** manager/GetManagerAssignedUsers, AddManagerAssignedUser, RemoveManagerAssignedUser (spec part 2 §7 "Statistics"). */
export const assignedUserRoutes = [
  defineRoute({
    endpoint: 'GET manager/GetManagerAssignedUsers',
    async handler({ caller, services }) {
      return favouriteUsers(services.db, caller.azureId, STATS_FAVOURITES, PEOPLE_WITH_STATS);
    },
  }),
  defineRoute({ endpoint: 'POST manager/AddManagerAssignedUser', body: assignedUserBody, handler: (ctx) => change(ctx, true) }),
  defineRoute({ endpoint: 'DELETE manager/RemoveManagerAssignedUser', body: assignedUserBody, handler: (ctx) => change(ctx, false) }),
];

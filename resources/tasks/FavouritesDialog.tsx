import { call, useApiQuery } from '../../dataProvider';
import type { FavoriteUser, UserToFavorite } from '../../schemas/entities/favourites';
import { FavouriteUsersButton, type FavouriteUsersSource } from '../../ui/favourites/FavouriteUsersButton';

const STALE_MS = 5 * 60_000;

/** The manager's favourite users (manager/GetFavoriteUsers); the task overview's reassign select offers them. */
export function useFavoriteUsers(enabled = true): FavoriteUser[] | undefined {
  return useApiQuery('GET manager/GetFavoriteUsers', { enabled, staleTime: STALE_MS }).data;
}

/** The two lists read as the dialog's one; a candidate already chosen is not offered again. */
export function favouritesOf(favourites: readonly FavoriteUser[], candidates: readonly UserToFavorite[]) {
  const chosen = new Set(favourites.map((user) => user.favoriteAzureId.toLowerCase()));
  return {
    assignedUsers: favourites.map((user) => ({ assignedUserName: user.name, userAzureId: user.favoriteAzureId, email: user.email })),
    assignableUsers: candidates.filter((user) => !chosen.has(user.azureId.toLowerCase())).map((user) => ({ userName: user.name, userAzureId: user.azureId, email: user.email })),
  };
}

/** The spec's favourite calls (part 2 §7), azureId in the body. */
const TASK_FAVOURITES: FavouriteUsersSource = {
  useUsers(enabled) {
    const favourites = useFavoriteUsers(enabled);
    const candidates = useApiQuery('GET manager/GetUsersToFavorite', { enabled }).data;
    return favourites && candidates ? favouritesOf(favourites, candidates) : undefined;
  },
  add: (azureId) => call('POST manager/AddFavoriteUser', { body: { azureId } }),
  remove: (azureId) => call('DELETE manager/DeleteFavoriteUser', { body: { azureId } }),
};

/** The star of the task overview: the users whose tasks the manager follows. */
export function FavouritesButton() {
  return <FavouriteUsersButton source={TASK_FAVOURITES} labels={{ title: 'tasks.favourites', empty: 'tasks.no_favourites', find: 'tasks.find_user' }} />;
}

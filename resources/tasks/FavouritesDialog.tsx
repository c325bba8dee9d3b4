import { call, useApiQuery } from '../../dataProvider';
import { FavouriteUsersButton, type FavouriteUsersSource } from '../../ui/favourites/FavouriteUsersButton';

const TASK_FAVOURITES: FavouriteUsersSource = {
  useUsers: (enabled) => useApiQuery('GET task/GetFavouriteUsers', { enabled }).data,
  add: (favoriteAzureId) => call('POST task/AddFavouriteUser', { body: { favoriteAzureId } }),
  remove: (favoriteAzureId) => call('POST task/RemoveFavouriteUser', { body: { favoriteAzureId } }),
};

/** The star of the task overview: the users whose tasks the manager follows. */
export function FavouritesButton() {
  return <FavouriteUsersButton source={TASK_FAVOURITES} labels={{ title: 'tasks.favourites', empty: 'tasks.no_favourites', find: 'tasks.find_user' }} />;
}

/** A manager's favourite users and the ones they may add (spec part 2 §3 "Manager assigned users"). */
export interface FavouriteUsers {
  assignableUsers: { userName: string; userAzureId: string; email: string }[];
  assignedUsers: { assignedUserName: string; userAzureId: string; email: string }[];
}

/** A favourite user (spec part 2 §3), as manager/GetFavoriteUsers answers them. */
export interface FavoriteUser {
  favoriteAzureId: string;
  name: string;
  email: string;
}

/** A user who may become a favourite (spec part 2 §3), as manager/GetUsersToFavorite answers them. */
export interface UserToFavorite {
  azureId: string;
  name: string;
  email: string;
}

/** The favourites dialog shows at most this many search matches (spec part 2 §2). */
export const FAVOURITE_MATCHES = 5;

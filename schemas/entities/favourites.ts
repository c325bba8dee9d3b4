import { z } from 'zod';
/** A manager's favourite users and the ones they may add (spec part 2 §3 "Manager assigned users"). */
export const FavouriteUsers = z.object({
  assignableUsers: z.array(z.object({ userName: z.string(), userAzureId: z.string(), email: z.string() })),
  assignedUsers: z.array(z.object({ assignedUserName: z.string(), userAzureId: z.string(), email: z.string() })),
});
export type FavouriteUsers = z.infer<typeof FavouriteUsers>;

/** A favourite user (spec part 2 §3), as manager/GetFavoriteUsers answers them. */
export const FavoriteUser = z.object({
  favoriteAzureId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type FavoriteUser = z.infer<typeof FavoriteUser>;

/** A user who may become a favourite (spec part 2 §3), as manager/GetUsersToFavorite answers them. */
export const UserToFavorite = z.object({
  azureId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type UserToFavorite = z.infer<typeof UserToFavorite>;

/** The favourites dialog shows at most this many search matches (spec part 2 §2). */
export const FAVOURITE_MATCHES = 5;

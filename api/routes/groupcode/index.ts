import { ownGroupRoutes } from './ownGroups';
import { userAccessRoutes } from './userAccess';

/** The groupcode/ prefix: the caller's groups and the admin's group access per user. */
export const groupcodeRoutes = [...ownGroupRoutes, ...userAccessRoutes];

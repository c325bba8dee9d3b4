import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));
const UserProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.UserProfilePage })));
const LoginHistoryPage = lazy(() => import('./LoginHistoryPage').then((m) => ({ default: m.LoginHistoryPage })));

const LOGIN_HISTORY = '/profile/loginhistory';

export const pages: PageDefinition[] = [
  definePage('/profile', <ProfilePage />),
  definePage('/stats/user/:azureId', <UserProfilePage />),
  definePage(LOGIN_HISTORY, <LoginHistoryPage />),
];

import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const ProfilePage = lazyPage(() => import('./ProfilePage'), 'ProfilePage');
const UserProfilePage = lazyPage(() => import('./ProfilePage'), 'UserProfilePage');
const LoginHistoryPage = lazyPage(() => import('./LoginHistoryPage'), 'LoginHistoryPage');

const LOGIN_HISTORY = '/profile/loginhistory';

export const pages: PageDefinition[] = [
  definePage('/profile', <ProfilePage />),
  definePage('/stats/user/:azureId', <UserProfilePage />),
  definePage(LOGIN_HISTORY, <LoginHistoryPage />),
];

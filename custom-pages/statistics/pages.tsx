import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const PageStatsPage = lazyPage(() => import('./PageStatsPage'), 'PageStatsPage');
const PageUsersPage = lazyPage(() => import('./PageStatsPage'), 'PageUsersPage');
const UserStatsPage = lazyPage(() => import('./users/UserStatsPage'), 'UserStatsPage');

export const pages: PageDefinition[] = [
  definePage('/stats/pages', <PageStatsPage />),
  definePage('/stats/page', <PageUsersPage />),
  definePage('/stats/users', <UserStatsPage />),
];

import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const PageStatsPage = lazy(() => import('./PageStatsPage').then((m) => ({ default: m.PageStatsPage })));
const PageUsersPage = lazy(() => import('./PageStatsPage').then((m) => ({ default: m.PageUsersPage })));
const UserStatsPage = lazy(() => import('./users/UserStatsPage').then((m) => ({ default: m.UserStatsPage })));

export const pages: PageDefinition[] = [
  definePage('/stats/pages', <PageStatsPage />),
  definePage('/stats/page', <PageUsersPage />),
  definePage('/stats/users', <UserStatsPage />),
];

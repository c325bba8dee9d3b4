import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const PageStatsPage = lazy(() => import('./PageStatsPage').then((m) => ({ default: m.PageStatsPage })));
const PageUsersPage = lazy(() => import('./PageStatsPage').then((m) => ({ default: m.PageUsersPage })));

export const pages: PageDefinition[] = [definePage('/stats/pages', <PageStatsPage />), definePage('/stats/page', <PageUsersPage />)];

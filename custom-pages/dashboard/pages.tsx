import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const DashboardPage = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage })));

const DASHBOARD = '/icrm/dashboard';

export const pages: PageDefinition[] = [definePage(DASHBOARD, <DashboardPage />)];

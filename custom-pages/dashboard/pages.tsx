import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const DashboardPage = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage })));

const DASHBOARD = '/icrm/dashboard';

export const pages: PageDefinition[] = [{ path: DASHBOARD, element: <DashboardPage />, access: matchAppRoute(DASHBOARD)?.access ?? [] }];

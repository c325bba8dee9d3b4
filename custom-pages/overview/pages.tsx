import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const OverviewPage = lazy(() => import('./OverviewPage').then((m) => ({ default: m.OverviewPage })));

const OVERVIEW = '/icrm/overview';

export const pages: PageDefinition[] = [{ path: OVERVIEW, element: <OverviewPage />, access: matchAppRoute(OVERVIEW)?.access ?? [] }];

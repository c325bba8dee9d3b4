import { lazy } from 'react';
import type { PageDefinition } from '../../app/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const CustomerPage = lazy(() => import('./CustomerPage').then((m) => ({ default: m.CustomerPage })));

const CUSTOMER = '/icrm/customer/:debnr';

export const pages: PageDefinition[] = [
  { path: CUSTOMER, element: <CustomerPage />, access: matchAppRoute(CUSTOMER)?.access ?? [] },
];

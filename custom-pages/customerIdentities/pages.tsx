import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const CustomerIdentitiesPage = lazy(() => import('./CustomerIdentitiesPage').then((m) => ({ default: m.CustomerIdentitiesPage })));

const CUSTOMER_IDENTITIES = '/customeridentities';

export const pages: PageDefinition[] = [
  { path: CUSTOMER_IDENTITIES, element: <CustomerIdentitiesPage />, access: matchAppRoute(CUSTOMER_IDENTITIES)?.access ?? [] },
];

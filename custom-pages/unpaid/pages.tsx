import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const UnpaidPage = lazy(() => import('./UnpaidPage').then((m) => ({ default: m.UnpaidPage })));
const OpenItemsPage = lazy(() => import('./openItems/OpenItemsPage').then((m) => ({ default: m.OpenItemsPage })));

const UNPAID = '/icrm/unpaid';
const OPEN_ITEMS = '/icrm/openposten';

export const pages: PageDefinition[] = [
  { path: UNPAID, element: <UnpaidPage />, access: matchAppRoute(UNPAID)?.access ?? [] },
  { path: OPEN_ITEMS, element: <OpenItemsPage />, access: matchAppRoute(OPEN_ITEMS)?.access ?? [] },
];

import { lazy } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';

const WholesaleCustomerPage = lazy(() => import('./WholesaleCustomerPage').then((m) => ({ default: m.WholesaleCustomerPage })));

const CUSTOMER = '/wholesale/customer/:debnr';

export const pages: PageDefinition[] = [{ path: CUSTOMER, element: <WholesaleCustomerPage />, access: matchAppRoute(CUSTOMER)?.access ?? [] }];

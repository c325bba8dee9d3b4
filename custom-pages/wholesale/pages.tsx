import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const WholesaleCustomerPage = lazy(() => import('./WholesaleCustomerPage').then((m) => ({ default: m.WholesaleCustomerPage })));

const CUSTOMER = '/wholesale/customer/:debnr';

export const pages: PageDefinition[] = [definePage(CUSTOMER, <WholesaleCustomerPage />)];

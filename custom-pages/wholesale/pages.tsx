import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const WholesaleCustomerPage = lazyPage(() => import('./WholesaleCustomerPage'), 'WholesaleCustomerPage');

const CUSTOMER = '/wholesale/customer/:debnr';

export const pages: PageDefinition[] = [definePage(CUSTOMER, <WholesaleCustomerPage />)];

import { definePage, type PageDefinition } from '../../ui/pageDefinition';
import { CustomerRoute } from './CustomerRoute';
import { preloadCustomerPage } from './preloadCustomerPage';

const CUSTOMER = '/icrm/customer/:debnr';

export const pages: PageDefinition[] = [
  definePage(CUSTOMER, <CustomerRoute />, { preload: preloadCustomerPage }),
];

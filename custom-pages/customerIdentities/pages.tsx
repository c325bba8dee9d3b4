import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const CustomerIdentitiesPage = lazyPage(() => import('./CustomerIdentitiesPage'), 'CustomerIdentitiesPage');

const CUSTOMER_IDENTITIES = '/customeridentities';

export const pages: PageDefinition[] = [
  definePage(CUSTOMER_IDENTITIES, <CustomerIdentitiesPage />),
];

import { lazy } from 'react';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const CustomerIdentitiesPage = lazy(() => import('./CustomerIdentitiesPage').then((m) => ({ default: m.CustomerIdentitiesPage })));

const CUSTOMER_IDENTITIES = '/customeridentities';

export const pages: PageDefinition[] = [
  definePage(CUSTOMER_IDENTITIES, <CustomerIdentitiesPage />),
];

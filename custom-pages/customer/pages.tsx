import type { PageDefinition } from '../../ui/pageDefinition';
import { matchAppRoute } from '../../schemas/appRoutes';
import { CustomerRoute } from './CustomerRoute';

const CUSTOMER = '/icrm/customer/:debnr';

export const pages: PageDefinition[] = [
  { path: CUSTOMER, element: <CustomerRoute />, access: matchAppRoute(CUSTOMER)?.access ?? [] },
];

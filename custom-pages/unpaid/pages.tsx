import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const UnpaidPage = lazyPage(() => import('./UnpaidPage'), 'UnpaidPage');
const OpenItemsPage = lazyPage(() => import('./openItems/OpenItemsPage'), 'OpenItemsPage');

const UNPAID = '/icrm/unpaid';
const OPEN_ITEMS = '/icrm/openposten';

export const pages: PageDefinition[] = [
  definePage(UNPAID, <UnpaidPage />),
  definePage(OPEN_ITEMS, <OpenItemsPage />),
];

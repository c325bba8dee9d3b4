import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const CallListPage = lazyPage(() => import('./CallListPage'), 'CallListPage');

const CALL_LIST = '/icrm/call';

export const pages: PageDefinition[] = [definePage(CALL_LIST, <CallListPage />)];

import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const WeblogPage = lazyPage(() => import('./WeblogPage'), 'WeblogPage');

const WEBLOG = '/icrm/weblog';

export const pages: PageDefinition[] = [definePage(WEBLOG, <WeblogPage />)];

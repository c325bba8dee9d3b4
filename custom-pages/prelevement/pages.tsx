import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const PrelevementPage = lazyPage(() => import('./PrelevementPage'), 'PrelevementPage');

export const pages: PageDefinition[] = [definePage('/icrm/prelevement', <PrelevementPage />)];

import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const SendPage = lazyPage(() => import('./SendPage'), 'SendPage');

export const pages: PageDefinition[] = [definePage('/specialoffers', <SendPage />)];

import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const TurnoverPage = lazyPage(() => import('./TurnoverPage'), 'TurnoverPage');

const TURNOVER = '/icrm/turnover';

export const pages: PageDefinition[] = [definePage(TURNOVER, <TurnoverPage />)];

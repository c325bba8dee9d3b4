import { ResourceContextProvider } from 'react-admin';
import { lazyPage } from '../../ui/lazyPage';
import { definePage, type PageDefinition } from '../../ui/pageDefinition';

const UserAccessPage = lazyPage(() => import('./UserAccessPage'), 'UserAccessPage');

/**
 * The access page of one user, opened from the users list (iCRMAdmin, like the api). A custom page,
 * not part of the users resource: it composes two sources, the user's accessible and inaccessible groups.
 */
export const pages: PageDefinition[] = [
  definePage(
    '/icrm/useraccess/:id',
    <ResourceContextProvider value="users">
      <UserAccessPage />
    </ResourceContextProvider>,
  ),
];

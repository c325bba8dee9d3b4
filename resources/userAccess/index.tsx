import { ResourceContextProvider } from 'react-admin';
import type { PageDefinition } from '../../ui/pageDefinition';
import { UserAccessPage } from './UserAccessPage';

/** The access page of one user, opened from the users table (iCRMAdmin, like the api); part of the users resource. */
export const userAccessPage: PageDefinition = {
  path: '/icrm/useraccess/:id',
  access: ['iCRMAdmin'],
  element: (
    <ResourceContextProvider value="users">
      <UserAccessPage />
    </ResourceContextProvider>
  ),
};

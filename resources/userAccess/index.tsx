import { ResourceContextProvider } from 'react-admin';
import { definePage } from '../../ui/pageDefinition';
import { UserAccessPage } from './UserAccessPage';

/** The access page of one user, opened from the users table (iCRMAdmin, like the api); part of the users resource. */
export const userAccessPage = definePage(
  '/icrm/useraccess/:id',
  <ResourceContextProvider value="users">
    <UserAccessPage />
  </ResourceContextProvider>,
);

import type { PageDefinition } from '../../app/pageDefinition';
import { UserAccessPage } from './UserAccessPage';

/** The access page of one user, opened from the users table (iCRMAdmin, like the api). */
export const userAccessPage: PageDefinition = {
  path: '/icrm/useraccess/:id',
  access: ['iCRMAdmin'],
  element: <UserAccessPage />,
};

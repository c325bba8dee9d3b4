import { defineResource } from '../framework/defineResource';
import { userAccessPage } from '../userAccess';
import { adminUserSchema } from './schema';
import { UserList } from './UserList';

/**
 * Users (/icrm/users, iCRMAdmin): the list is bespoke (row buttons, header actions) and creates and
 * edits in dialogs, so those views have no routes; the user-access page comes with it.
 */
export const users = () =>
  defineResource({
    name: 'users',
    path: '/icrm/users',
    id: 'azureId',
    representation: 'name',
    schema: adminUserSchema,
    endpoints: {
      list: { method: 'GET', path: 'admin/getusers' },
      create: { method: 'POST', path: 'admin/createuser' },
      update: { method: 'POST', path: 'admin/updateuser' },
      delete: { method: 'POST', path: 'admin/deleteuser', body: 'id' },
    },
    access: { list: ['iCRMAdmin'], create: ['iCRMAdmin'], edit: ['iCRMAdmin'], delete: ['iCRMAdmin'] },
    list: {
      columns: ['name', 'email', 'accountManagers', 'groupName', 'companyName'],
      sort: { field: 'name', order: 'ASC' },
      perPage: 10,
    },
    views: { list: UserList, create: null, edit: null, show: null },
    pages: [userAccessPage],
  });

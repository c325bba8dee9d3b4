import { z } from 'zod';
import { INPUT_MAX_LENGTH } from '../../schemas/constants';
import { defineResource } from '../framework/defineResource';
import { accountManagerCodes, adminUserSchema, type UserRecord } from './schema';
import { userFormFields } from './userForm';
import { useUserFormRules } from './userFormRules';
import { userInputs } from './userInputs';
import { UserListActions } from './UserListActions';
import { userRowActions } from './userRowActions';

/** A user as listed, plus the fields only the create and edit dialogs have. */
const userSchema = adminUserSchema.extend({
  password: z.string().max(INPUT_MAX_LENGTH).optional().meta({ 'x-input': 'password' }),
  accountManagerCodes: z.array(z.string()).optional(),
});

/**
 * Users (/icrm/users, iCRMAdmin): the generated list (10 per page) with row buttons and header
 * actions; users are created and edited in dialogs of the generated form (ResourceFormDialog), so
 * those views have no routes. Each user's group access page is a custom page (custom-pages/userAccess).
 */
export const users = () =>
  defineResource<UserRecord>({
    name: 'users',
    path: '/icrm/users',
    id: 'azureId',
    representation: 'name',
    schema: userSchema,
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
      export: false,
    },
    form: { sections: [{ key: 'profile', fields: userFormFields }], columns: 2, wide: ['roles'] },
    formSlots: {
      inputs: userInputs,
      useRules: useUserFormRules,
      errorInputs: { accountManagers: 'accountManagerCodes' },
      history: { entity: 'user', idOf: (user: UserRecord) => user.azureId },
      messages: { createTitle: 'users.createTitle', editTitle: 'users.editTitle', created: 'users.created', updated: 'users.updated' },
    },
    listSlots: {
      cells: { accountManagers: ({ record }) => accountManagerCodes(record) },
      rowActions: userRowActions,
      toolbar: UserListActions,
    },
    views: { create: null, edit: null, show: null },
  });

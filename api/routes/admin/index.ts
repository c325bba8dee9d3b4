import { accountManagerRoutes } from './accountManagers';
import { latestImportRoutes } from './latestImport';
import { userFormRoutes } from './userForms';
import { userListRoutes } from './users';

/** The admin/ prefix's user administration, account managers and import status (companies live in companies.ts). */
export const adminRoutes = [...userListRoutes, ...userFormRoutes, ...accountManagerRoutes, ...latestImportRoutes];

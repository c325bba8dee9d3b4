import type { RouteDefinition } from '../http/route';
import { companyRoutes } from './admin/companies';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { customerRoutes } from './customer';
import { customerSearchRoutes } from './customer/search';
import { groupcodeRoutes } from './groupcode';
import { sentConfirmationRoutes } from './hbxdeco/sentConfirmations';
import { userLogRoutes } from './monitor/createUserLog';
import { loginHistoryRoutes } from './profile/loginHistory';
import { importUsersRoutes } from './sendinblue/importUsers';

/** Every route of the api, one module per concept, grouped by legacy path prefix. */
export const ALL_ROUTES: RouteDefinition[] = [
  ...companyRoutes,
  ...authRoutes,
  ...groupcodeRoutes,
  ...adminRoutes,
  ...importUsersRoutes,
  ...loginHistoryRoutes,
  ...userLogRoutes,
  ...customerSearchRoutes,
  ...customerRoutes,
  ...sentConfirmationRoutes,
];

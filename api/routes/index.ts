import type { RouteDefinition } from '../http/route';
import { companyRoutes } from './admin/companies';
import { adminRoutes } from './admin';
import { openPostenRoutes } from './admin/openPosten';
import { outstandingItemsRoutes } from './admin/openPostenSaldo';
import { authRoutes } from './auth';
import { callListRoutes } from './callList';
import { cashCarryRoutes } from './cashCarry';
import { customerRoutes } from './customer';
import { customerSearchRoutes } from './customer/search';
import { crmDashboardRoutes } from './crm/dashboard';
import { groupcodeRoutes } from './groupcode';
import { historyRoutes } from './history/history';
import { savedViewRoutes } from './view/savedViews';
import { visitRoutes } from './visits';
import { offerRoutes } from './specialOffer/offers';
import { offerDataRoutes } from './specialOffer/offerData';
import { campaignRoutes } from './specialOffer/campaigns';
import { dexxExportRoutes } from './exports/dexx';
import { quadraRoutes } from './exports/quadra';
import { mfExportRoutes } from './exports/mf';
import { apiEntryRoutes } from './exports/apiEntries';
import { prelevementRoutes } from './prelevement';
import { taskRoutes } from './task';
import { pageLogRoutes } from './monitor/pageLogs';
import { userStatRoutes } from './monitor/userStats';
import { newLeadRoutes } from './leads/newLeads';
import { managerLeadRoutes } from './leads/managerLeads';
import { assignedUserRoutes } from './manager/assignedUsers';
import { favoriteUserRoutes } from './manager/favoriteUsers';
import { decoDashboardRoutes } from './hbxdeco/decoDashboard';
import { sentConfirmationRoutes } from './hbxdeco/sentConfirmations';
import { decoCustomerTurnoverRoutes } from './hbxdeco/turnoverByCustomer';
import { userLogRoutes } from './monitor/createUserLog';
import { overviewRoutes } from './overview';
import { creditRoutes } from './manager/credits';
import { loginHistoryRoutes } from './profile/loginHistory';
import { importUsersRoutes } from './sendinblue/importUsers';
import { turnoverRoutes } from './turnover';
import { unpaidRoutes } from './unpaid';
import { wholesaleRoutes } from './wholesale';
import { weblogRoutes } from './weblog/weblog';

/** Every route of the api, one module per concept, grouped by legacy path prefix. */
export const ALL_ROUTES: RouteDefinition[] = [
  ...companyRoutes,
  ...authRoutes,
  ...groupcodeRoutes,
  ...historyRoutes,
  ...savedViewRoutes,
  ...visitRoutes,
  ...offerRoutes,
  ...offerDataRoutes,
  ...campaignRoutes,
  ...dexxExportRoutes,
  ...quadraRoutes,
  ...mfExportRoutes,
  ...apiEntryRoutes,
  ...prelevementRoutes,
  ...taskRoutes,
  ...pageLogRoutes,
  ...userStatRoutes,
  ...newLeadRoutes,
  ...managerLeadRoutes,
  ...assignedUserRoutes,
  ...favoriteUserRoutes,
  ...adminRoutes,
  ...importUsersRoutes,
  ...loginHistoryRoutes,
  ...userLogRoutes,
  ...customerSearchRoutes,
  ...customerRoutes,
  ...unpaidRoutes,
  ...openPostenRoutes,
  ...outstandingItemsRoutes,
  ...callListRoutes,
  ...creditRoutes,
  ...wholesaleRoutes,
  ...cashCarryRoutes,
  ...decoCustomerTurnoverRoutes,
  ...sentConfirmationRoutes,
  ...overviewRoutes,
  ...turnoverRoutes,
  ...crmDashboardRoutes,
  ...weblogRoutes,
  ...decoDashboardRoutes,
];

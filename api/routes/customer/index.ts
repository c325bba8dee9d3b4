import { closedCustomerRoutes } from './closedCustomers';
import { commentRoutes } from './comments';
import { departureHistoryRoutes } from './departureHistory';
import { customerDetailRoutes } from './detail';
import { customerInvoiceRoutes } from './invoices';
import { customerListRoutes } from './list';
import { noteRoutes } from './notes';
import { openAndCloseRoutes } from './openAndClose';
import { openRouteRoutes } from './openRoute';
import { customerOrderRoutes } from './orders';
import { profileRoutes } from './profile';
import { reservationExcelRoutes } from './reservationExcel';
import { salesmanCodeRoutes } from './salesmanCode';
import { customerTurnoverRoutes } from './turnover';
import { customerWeblogRoutes } from './weblogVisits';

/** The customer/* endpoints of the customer screens (the global search lives in search.ts). */
export const customerRoutes = [
  ...customerListRoutes,
  ...customerDetailRoutes,
  ...customerTurnoverRoutes,
  ...departureHistoryRoutes,
  ...customerInvoiceRoutes,
  ...customerOrderRoutes,
  ...customerWeblogRoutes,
  ...commentRoutes,
  ...openAndCloseRoutes,
  ...openRouteRoutes,
  ...salesmanCodeRoutes,
  ...noteRoutes,
  ...closedCustomerRoutes,
  ...reservationExcelRoutes,
  ...profileRoutes,
];

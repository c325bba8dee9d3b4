import { wholesaleCustomerRoutes } from './customers';
import { wholesaleSaveRoutes } from './saveSubcode';

/** The wholesale/* endpoints of /wholesale/Customers and /wholesale/customer/{debnr}. */
export const wholesaleRoutes = [...wholesaleCustomerRoutes, ...wholesaleSaveRoutes];

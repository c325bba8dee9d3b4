import { cashCarryDashboardRoutes } from './dashboard';
import { cashCarryModuleRoutes } from './module';

/** The click-and-collect endpoints: the C&C dashboard and the counter module. */
export const cashCarryRoutes = [...cashCarryDashboardRoutes, ...cashCarryModuleRoutes];

import { blocksRoutes } from './blocks';
import { creditReasonRoutes } from './creditReasons';
import { tableRoutes } from './tables';
import { tierChartRoutes } from './tierCharts';
import { turnoverDistributionRoutes } from './turnoverDistribution';
import { turnoverOrdersRoutes } from './turnoverOrders';

/** crm/dashboard/*: the dashboard of the current group over a date range. */
export const crmDashboardRoutes = [
  ...turnoverOrdersRoutes,
  ...turnoverDistributionRoutes,
  ...blocksRoutes,
  ...tierChartRoutes,
  ...tableRoutes,
  ...creditReasonRoutes,
];

import { creditCustomerRoutes } from './creditCustomers';
import { decoBlocksRoutes } from './decoBlocks';
import { decoDownloadTurnoverRoutes } from './decoDownloadTurnover';
import { decoOverviewRoutes } from './decoOverview';
import { decoReservationRoutes } from './decoReservations';
import { decoTopTableRoutes } from './decoTopTables';
import { decoTurnoverRoutes } from './decoTurnover';
import { exchangeRateTopRoutes } from './exchangeRateTop';
import { financialGroupRoutes } from './financialGroups';
import { moverRoutes } from './movers';
import { orderSourceRoutes } from './orderSources';
import { targetRoutes } from './targets';

/** The tenant-4 (Heembloemex Deco) dashboard, overview and turnover calls under hbxdeco/. */
export const decoDashboardRoutes = [
  ...decoBlocksRoutes,
  ...financialGroupRoutes,
  ...decoTopTableRoutes,
  ...exchangeRateTopRoutes,
  ...moverRoutes,
  ...orderSourceRoutes,
  ...creditCustomerRoutes,
  ...decoOverviewRoutes,
  ...decoReservationRoutes,
  ...targetRoutes,
  ...decoTurnoverRoutes,
  ...decoDownloadTurnoverRoutes,
];

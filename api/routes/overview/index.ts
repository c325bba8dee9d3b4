import { newAndLostRoutes } from './newAndLost';
import { yearOverviewRoutes } from './overview';

/** overview/*: the year overview widgets of the current group. */
export const overviewRoutes = [...yearOverviewRoutes, ...newAndLostRoutes];

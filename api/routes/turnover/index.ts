import { downloadTurnoverRoutes } from './downloadTurnover';
import { weeklyTurnoverRoutes } from './weeklyTurnover';

/** turnover/*: the weekly turnover table and its download. */
export const turnoverRoutes = [...weeklyTurnoverRoutes, ...downloadTurnoverRoutes];

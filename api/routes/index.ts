import type { RouteDefinition } from '../http/route';
import { companyRoutes } from './admin/companies';

/** Every route of the api, one module per concept, grouped by legacy path prefix. */
export const ALL_ROUTES: RouteDefinition[] = [...companyRoutes];

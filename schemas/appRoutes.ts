import { holdsAny, type AccessList, type Role } from './roles';

/**
 * The app's route table (spec part 1 §2 and part 2 §2). Menus, routes, the proxy's
 * "is this /api/ path a page?" rule and the tests all read this one table.
 * Paths are matched case-insensitively; `{name}` is a path parameter.
 */
export interface AppRoute {
  path: string;
  access: AccessList;
  /** Exact match only (no trailing segments); every route here is exact. */
  public?: boolean;
}

const r = (path: string, ...access: Role[]): AppRoute => ({ path, access });

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/login', access: [], public: true },
  { path: '/update-password/{token}', access: [], public: true },
  ...['inbox', 'dashboard', 'call', 'overview', 'weblog', 'turnover', 'customers', 'newcustomers', 'newleads', 'closedcustomers'].map(
    (p) => r(`/icrm/${p}`, 'iCRMBasis'),
  ),
  r('/icrm/customer/{debnr}', 'iCRMBasis', 'iCRMFinancieel'),
  r('/icrm/unpaid', 'iCRMBasis', 'iCRMFinancieel'),
  r('/icrm/openposten', 'iCRMBasis', 'iCRMFinancieel'),
  r('/profile', 'iCRMBasis', 'iCRMFinancieel'),
  r('/profile/loginhistory', 'iCRMBasis', 'iCRMFinancieel'),
  ...['credits', 'prelevement', 'assignNewLeads', 'exportNewLeads', 'overviewNewLeads'].map((p) => r(`/icrm/${p}`, 'iCRMManager')),
  r('/icrm/tasksoverview', 'iCRMManager', 'iTasksManager'),
  r('/icrm/taskarchive', 'iCRMManager', 'iTasksManager'),
  r('/icrm/users', 'iCRMAdmin'),
  r('/icrm/useraccess/{id}', 'iCRMAdmin'),
  r('/documentation/routing', 'iCRMAdmin'),
  r('/tasks', 'iCRMBasis', 'iTasks'),
  r('/task/new', 'iTasks'),
  // Beyond the spec's iTasks: the managers' overview and archive rows open their tasks here, and the spec gives
  // iTasksManager holders the task page's return link to the overview (part 2 §2, §5); the api lets them read and save.
  r('/task/{id}', 'iTasks', 'iCRMManager', 'iTasksManager'),
  r('/ordertask/{id}', 'iTasks', 'iCRMManager', 'iTasksManager'),
  r('/verzendbevestigingen', 'iCRMBasis'),
  r('/customeridentities', 'iCRMBasis'),
  r('/visits', 'iVisits'),
  // Beyond the spec: the showroom's week at a glance.
  r('/visits/week', 'iVisits'),
  r('/visit/create', 'iVisits'),
  r('/visit/{id}', 'iVisits'),
  // Beyond the spec: a cancelled visit, which can no longer change, opens read-only.
  r('/visit/{id}/show', 'iVisits'),
  r('/wholesale/customer/{debnr}', 'iCRMWholesale'),
  r('/wholesale/Customers', 'iCRMWholesale'),
  r('/CC/CCDashboard', 'DexxCnCModule'),
  r('/stats/pages', 'iCRMManager'),
  r('/stats/page', 'iCRMManager'),
  r('/stats/users', 'iCRMManager'),
  r('/stats/user/{azureId}', 'iCRMBasis', 'iCRMFinancieel'),
  r('/specialoffers', 'iCRMSpecialOfferSend'),
  r('/specialoffers/manage', 'iCRMSpecialOfferEdit'),
  r('/specialoffer/manage/{id}', 'iCRMSpecialOfferEdit'),
  r('/specialoffers/logs', 'iCRMAdmin'),
  ...['excel', 'enalyzer', 'callcenter', 'flowerplace'].map((p) => r(`/api/${p}`, 'iCRMAdmin')),
  r('/api/dexxexportCBS', 'DexxFRAccountantExports'),
  r('/api/dexxC&Cexport', 'DexxCnCExports'),
  r('/api/dexxStockExport', 'DexxCnCExports'),
  r('/api/dexxC&Cmodule', 'DexxCnCModule'),
  r('/api/quadra-export', 'iCRMFinancieel'),
  r('/api/adhoc', 'MFJDFexport'),
  r('/api/purchase-overview', 'MFJDFexport'),
  r('/api/JDFexport', 'MFJDFexport'),
];

/**
 * A path pattern as a case-insensitive expression: a `{name}` parameter (this table's) or a `:name` one (the
 * router's, in page paths) matches any one segment; a trailing slash may follow.
 */
export function pathPattern(path: string): RegExp {
  const body = path
    .replace(/\/+$/, '')
    .split('/')
    .map((seg) => (/^(\{\w+\}|:\w+)$/.test(seg) ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

const compiled = APP_ROUTES.map((route) => ({ route, re: pathPattern(route.path) }));

/** Decodes `%26` and friends so `/api/dexxC%26Cmodule` matches `/api/dexxC&Cmodule`. */
function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function matchAppRoute(pathname: string): AppRoute | undefined {
  const path = decodePath(pathname);
  return compiled.find(({ re }) => re.test(path))?.route;
}

/** The export pages, apart: the proxy asks of every API call whether its path is one of them. */
const apiPages = compiled.filter(({ route }) => route.path.toLowerCase().startsWith('/api/'));

/** The app pages that live under /api/ (export pages): a browser navigation there opens the app. */
export function isApiPagePath(pathname: string): boolean {
  const path = decodePath(pathname);
  return apiPages.some(({ re }) => re.test(path));
}

/** Landing by role (spec part 1 §2). Undefined means: no landing, access denied. */
export function landingFor(roles: readonly string[]): string | undefined {
  if (roles.includes('iCRMBasis')) return '/iCRM/Inbox';
  if (roles.includes('iCRMFinancieel')) return '/iCRM/Unpaid';
  if (roles.includes('iCRMWholesale')) return '/wholesale/customers';
  return undefined;
}

export function canOpenPath(roles: readonly string[], pathname: string): boolean {
  const route = matchAppRoute(pathname);
  if (!route) return roles.length > 0;
  return holdsAny(roles, route.access) && (route.access.length > 0 || roles.length > 0 || route.public === true);
}

import type { RouteParameter } from '../../api/contract/routeParameters';
import { DEFAULT_ACCOUNTING_BRANCH } from '../../schemas/entities/exports';
import { parseEndpointKey, type EndpointKey } from '../../schemas/endpoints';
import { whereFrom, type Fact, type Facts } from './upstreamFacts';

/** A check asks for the last this many days wherever a call takes a range. */
export const CHECK_DAYS = 30;
const RANGE_START = new Set(['fromdate', 'startDateString', 'beginDatum']);
const RANGE_END = new Set(['todate', 'endDateString', 'eindDatum', 'enddate']);

/** A parameter's value: a fact learnt from the list calls, or a fixed one. */
type Filler = Fact | { value: string };

const BY_NAME: Record<string, Filler> = {
  debnr: 'debnr',
  debtorNumber: 'debnr',
  azureId: 'azureId',
  azure_id: 'azureId',
  AzureId: 'azureId',
  page: 'page',
  email: 'leadEmail',
  vat: 'leadVat',
  // The accounting export's branch, as its page starts.
  finadmin: { value: String(DEFAULT_ACCOUNTING_BRANCH) },
  entity: { value: 'customer' },
};

/** Where a parameter's name alone does not say what it holds. */
const BY_ENDPOINT: Partial<Record<EndpointKey, Record<string, Filler>>> = {
  'GET auth/GetUserByAzureId/{id}': { id: 'azureId' },
  'GET task/GetTaskEventsForTimeLine/{id}': { id: 'task' },
  'GET task/getOrderTask/{id}': { id: 'orderTask' },
  'GET visits/getVisit/{id}': { id: 'visit' },
  'GET visits/ics/{id}': { id: 'visit' },
  'GET specialOffer/getspecialoffer/{id}': { id: 'offer' },
  'GET prelevement/runs/{id}/file': { id: 'run' },
  'GET history/{entity}/{id}': { id: 'debnr' },
  // A list's saved views: the customers list's (every list is named by its resource).
  'GET view/{list}': { list: { value: 'customers' } },
  'GET GetPurchaseOverviewDetails': { debnr: 'purchaseDebnr' },
  'GET files/excel/{name}': { name: 'excelName', finadmin: 'excelFinadmin' },
  'GET files/enalyzer/{name}': { name: 'enalyzerName', finadmin: 'enalyzerFinadmin' },
  'GET download/callcenter': { type: 'callcenterType' },
};

export type UpstreamRequest = { path: string; query: Record<string, string> } | { skipped: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The request a check sends for one GET: its path with the parameters filled, and its query with every required
 * parameter (and every range, as the screens send one): the last CHECK_DAYS days, a fact of the list calls, a fixed
 * value, or the first of its choices. Skipped, with the reason, when a required value is unknown.
 */
export function requestFor(endpoint: EndpointKey, parameters: readonly RouteParameter[], facts: Facts, today: Date): UpstreamRequest {
  const values: Record<string, string> = {};
  for (const parameter of parameters) {
    const { name } = parameter;
    if (RANGE_START.has(name)) values[name] = day(new Date(today.getTime() - CHECK_DAYS * 86_400_000));
    else if (RANGE_END.has(name)) values[name] = day(today);
    else if (parameter.required) {
      const filler = BY_ENDPOINT[endpoint]?.[name] ?? BY_NAME[name];
      if (filler === undefined) {
        if (!parameter.choices) return { skipped: `no value for the required parameter ${name}` };
        values[name] = parameter.choices[0]!;
      } else if (typeof filler === 'object') values[name] = filler.value;
      else {
        const known = facts.get(filler);
        if (known === undefined) return { skipped: whereFrom(filler) };
        values[name] = known;
      }
    }
  }
  const inPath = new Set(parameters.filter((p) => p.in === 'path').map((p) => p.name));
  const path = parseEndpointKey(endpoint).path.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(values[name]!));
  const query = Object.fromEntries(Object.entries(values).filter(([name]) => !inPath.has(name)));
  return { path, query };
}

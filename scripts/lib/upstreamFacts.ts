import type { TaskType } from '../../schemas/entities/task';
import type { EndpointKey } from '../../schemas/endpoints';

/**
 * What a check of a live back office learns from the answers of its list calls, to fill the path and query
 * parameters of the calls that read one record: a customer, a task, a visit, an offer...
 */
export type Fact =
  | 'groupCode' | 'company' | 'debnr' | 'azureId' | 'task' | 'orderTask' | 'visit' | 'offer' | 'run' | 'page' | 'leadEmail' | 'leadVat'
  | 'purchaseDebnr' | 'excelName' | 'excelFinadmin' | 'enalyzerName' | 'enalyzerFinadmin' | 'callcenterType';

type Row = Record<string, unknown>;

interface FactSource {
  fact: Fact;
  /** The list calls that name one, asked in this order. */
  from: readonly EndpointKey[];
  pick(row: Row, facts: Facts): unknown;
}

/** The task type task/getOrderTask/{id} reads (spec part 2 §3). */
const ORDER_TASK_TYPE: TaskType = 'BI First Order';
const TASK_LISTS: EndpointKey[] = ['GET task/getTasks', 'GET task/getTasksOverview'];
/** The lists of new leads: the user's own, then those a manager sees. */
const LEAD_LISTS: EndpointKey[] = ['GET customer/getnewleads', 'GET customer/getnewcustomers', 'GET manager/getoverviewnewleads', 'GET manager/getexportnewleads'];
const types = (row: Row) => String(row.type ?? '').split(',').map((t) => t.trim());
const apiEntry = (type: string, pick: (row: Row) => unknown) => (row: Row) => (types(row).includes(type) ? pick(row) : undefined);
/** The last part of an API entry's link: the file it offers (as the API pages read it). */
const fileOf = (row: Row) => String(row.link ?? '').split('/').pop();

export const FACT_SOURCES: readonly FactSource[] = [
  // The tenant as the app reads it (dataProvider/tenant.ts): the current group's company, else the user's own.
  { fact: 'company', from: ['GET groupcode/GetAccessableGroups'], pick: (row, facts) => (String(row.groupCode) === facts.get('groupCode') ? row.companyId : undefined) },
  { fact: 'company', from: ['GET auth/GetUserByAzureId/{id}'], pick: (row) => row.companyId },
  { fact: 'debnr', from: ['GET customer/getallcustomers', 'GET customer/getallcustomerstosearch'], pick: (row) => row.debnr },
  { fact: 'task', from: TASK_LISTS, pick: (row) => row.id },
  { fact: 'orderTask', from: TASK_LISTS, pick: (row) => (row.taskType === ORDER_TASK_TYPE ? row.id : undefined) },
  { fact: 'visit', from: ['GET visits/Getallvisits'], pick: (row) => row.visitId },
  { fact: 'offer', from: ['GET specialOffer/getspecialoffers'], pick: (row) => row.id },
  { fact: 'run', from: ['GET prelevement/runs'], pick: (row) => row.id },
  { fact: 'page', from: ['GET monitor/getpagelogs'], pick: (row) => row.page },
  { fact: 'leadEmail', from: LEAD_LISTS, pick: (row) => row.email },
  { fact: 'leadVat', from: LEAD_LISTS, pick: (row) => row.btwnrdeb },
  { fact: 'purchaseDebnr', from: ['GET GetPurchaseOverviewCustomers'], pick: (row) => row.debnr },
  { fact: 'excelName', from: ['GET getapis'], pick: apiEntry('download_excel', fileOf) },
  { fact: 'excelFinadmin', from: ['GET getapis'], pick: apiEntry('download_excel', (row) => row.finadmin) },
  { fact: 'enalyzerName', from: ['GET getapis'], pick: apiEntry('download_enalyzer', fileOf) },
  { fact: 'enalyzerFinadmin', from: ['GET getapis'], pick: apiEntry('download_enalyzer', (row) => row.finadmin) },
  { fact: 'callcenterType', from: ['GET getapis'], pick: apiEntry('download_callcenter', (row) => row.link) },
];

/** The calls that name some fact, in the order a check asks them, before the others. */
export const FACT_CALLS: readonly EndpointKey[] = [...new Set(FACT_SOURCES.flatMap((source) => source.from))];

/** Where a fact would have come from, for the reason a call is skipped without it. */
export function whereFrom(fact: Fact): string {
  if (fact === 'azureId' || fact === 'groupCode') return `the token has no ${fact} claim`;
  const from = FACT_SOURCES.filter((s) => s.fact === fact).flatMap((s) => s.from);
  return `no ${fact} in the answers of ${from.join(' or ')}`;
}

export type Facts = Map<Fact, string>;

const usable = (value: unknown): value is string | number => (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));

/** Takes what an answer names (a list's first usable row per fact, or the record itself); a fact once known is kept. */
export function learnFrom(endpoint: EndpointKey, answer: unknown, facts: Facts): void {
  const rows: unknown[] = Array.isArray(answer) ? answer : [answer];
  for (const source of FACT_SOURCES) {
    if (facts.has(source.fact) || !source.from.includes(endpoint)) continue;
    for (const row of rows) {
      const value = row && typeof row === 'object' ? source.pick(row as Row, facts) : undefined;
      if (usable(value)) {
        facts.set(source.fact, String(value));
        break;
      }
    }
  }
}

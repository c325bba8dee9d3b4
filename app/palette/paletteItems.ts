import type { SearchableCustomer } from '../../schemas/entities/account';
import type { NewLead } from '../../schemas/entities/lead';
import type { Task } from '../../schemas/entities/task';
import type { ShowroomVisit } from '../../schemas/entities/visit';
import { visitRowClick } from '../../resources/visits/visitCells';
import { GLOBAL_SEARCH_KEY } from '../../dataProvider/queryEngine/types';
import type { Searchable } from './paletteSearch';

/** What the palette offers, in the order of its sections when their best matches rank equal. */
export const KINDS = ['screen', 'action', 'customer', 'lead', 'task', 'visit'] as const;
export type Kind = (typeof KINDS)[number];

/** One option: where it leads (`to`) or what it does (an action's id, run by the palette). */
export interface PaletteItem extends Searchable {
  kind: Kind;
  /** Unique within its kind. */
  id: string;
  label: string;
  /** A second line (a customer's number, a task's customer and end date). */
  detail?: string;
  to?: string;
  /** The navigation state `to` is opened with (a list asked to open its create dialog). */
  state?: object;
  /** What an action does instead of opening a page (switch group or language). */
  run?: () => void;
}

export const customerItem = (customer: SearchableCustomer): PaletteItem => ({
  kind: 'customer',
  id: customer.debnr,
  label: customer.name,
  detail: customer.debnr,
  keys: [customer.debnr],
  text: customer.name ?? '',
  to: `/icrm/customer/${encodeURIComponent(customer.debnr)}`,
});

/** A lead has no page of its own: its list, searched for its name. */
export const leadItem = (lead: NewLead): PaletteItem => ({
  kind: 'lead',
  id: String(lead.id ?? `${lead.email}|${lead.icrM_CREATED}`),
  label: lead.debnaam,
  detail: [lead.debplaats, lead.email].filter(Boolean).join(' · '),
  text: `${lead.debnaam} ${lead.debplaats ?? ''} ${lead.email ?? ''}`,
  to: `/icrm/newleads?${new URLSearchParams({ filter: JSON.stringify({ [GLOBAL_SEARCH_KEY]: lead.debnaam }) })}`,
});

export const taskItem = (task: Pick<Task, 'id' | 'title' | 'debnr' | 'debnaam' | 'endDate'>): PaletteItem => ({
  kind: 'task',
  id: String(task.id),
  label: task.title,
  detail: `${task.debnr} ${task.debnaam} · ${task.endDate}`,
  keys: [task.debnr],
  text: `${task.title} ${task.debnaam}`,
  to: `/task/${task.id}`,
});

/** Opens as from its list (a cancelled visit read-only). */
export const visitItem = (visit: ShowroomVisit): PaletteItem => ({
  kind: 'visit',
  id: String(visit.visitId),
  label: visit.debtorName,
  detail: `${visit.debtorNumber} · ${visit.visitDate.slice(0, 10)}`,
  keys: [visit.debtorNumber],
  text: visit.debtorName,
  to: visitRowClick(visit),
});

export const itemKey = (item: Pick<PaletteItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

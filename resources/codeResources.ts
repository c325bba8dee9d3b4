import type { CompiledResource } from './framework/compiledResource';
import { closedCustomers } from './closedCustomers';
import { credits } from './credits';
import { customers } from './customers';
import { users } from './users';
import { visits } from './visits';
import { tasks } from './tasks';
import { newLeads } from './leads';
import { assignNewLeads, exportNewLeads, newCustomersList, overviewNewLeads } from './leads/leadLists';
import { taskArchive, tasksOverview } from './tasks/board';
import { wholesaleCustomers } from './wholesaleCustomers';
import { specialOfferLogs, specialOffers } from './specialOffers';

/** Resources declared in code (one folder each); config resources come from resources/config/ at run time. */
export const CODE_RESOURCES: readonly (() => CompiledResource)[] = [customers, users, closedCustomers, credits, wholesaleCustomers, visits, tasks, tasksOverview, taskArchive, newLeads, newCustomersList, assignNewLeads, exportNewLeads, overviewNewLeads, specialOffers, specialOfferLogs];

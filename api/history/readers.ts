import type { HistoryEntity } from '../../schemas/entities/history';
import { ENDPOINT_ACCESS, type EndpointKey } from '../../schemas/endpoints';
import { holdsAny, type Role } from '../../schemas/roles';
import { customerInCurrentGroup } from '../customers/findCustomerInGroup';
import { forbidden, notFound } from '../http/errors';
import type { RouteContext } from '../http/route';
import { visitOf } from '../visits/visitRecord';
import { taskOf } from '../tasks/taskRecord';
import { leadOf } from '../leads/leadRecord';
import { offerOf } from '../specialOffers/offerRecord';

/**
 * Who may read a record's history: whoever may read the record itself. Each entity answers with
 * the record id its history is kept under, or throws as reading the record would (404, 403).
 */
export type HistoryReader = (ctx: RouteContext<unknown, unknown>, id: string) => Promise<string>;

/** Refuses (403) a caller who may call none of the endpoints that read the record. */
function mayCallOneOf(ctx: RouteContext<unknown, unknown>, endpoints: readonly EndpointKey[]): void {
  const roles = endpoints.flatMap((endpoint) => ENDPOINT_ACCESS[endpoint] as readonly Role[]);
  if (!holdsAny(ctx.caller.roles, roles)) throw forbidden('You do not have the rights for this action');
}

export const HISTORY_READERS: Partial<Record<HistoryEntity, HistoryReader>> = {
  customer: async (ctx, debnr) => {
    mayCallOneOf(ctx, ['GET customer/getcustomer/{debnr}', 'GET wholesale/getsubcode/{debnr}']);
    return (await customerInCurrentGroup(ctx, debnr)).debnr;
  },
  visit: async (ctx, id) => {
    mayCallOneOf(ctx, ['GET visits/getVisit/{id}']);
    const visitId = Number(id);
    if (!Number.isInteger(visitId) || visitId <= 0 || visitId > 2_147_483_647) throw notFound();
    return String((await visitOf(ctx.services.db, ctx.caller.azureId, visitId)).visitId);
  },
  task: async (ctx, id) => {
    mayCallOneOf(ctx, ['GET task/gettask/{id}']);
    const taskId = Number(id);
    if (!Number.isSafeInteger(taskId) || taskId <= 0) throw notFound();
    return String((await taskOf(ctx.services.db, ctx.caller, taskId)).id);
  },
  lead: async (ctx, id) => {
    mayCallOneOf(ctx, ['GET customer/getnewleads']);
    const leadId = Number(id);
    if (!Number.isInteger(leadId) || leadId <= 0 || leadId > 2_147_483_647) throw notFound();
    return String((await leadOf(ctx.services.db, ctx.caller.azureId, leadId)).id);
  },
  specialoffer: async (ctx, id) => {
    mayCallOneOf(ctx, ['GET specialOffer/getspecialoffers']);
    const offerId = Number(id);
    if (!Number.isInteger(offerId) || offerId <= 0 || offerId > 2_147_483_647) throw notFound();
    // A deleted offer's history stays readable to editors.
    const [kept] = await ctx.services.db.query('SELECT 1 FROM record_history WHERE entity = $1 AND record_id = $2 LIMIT 1', ['specialoffer', String(offerId)]);
    return kept ? String(offerId) : String((await offerOf(ctx.services.db, offerId)).id);
  },
  user: async (ctx, azureId) => {
    mayCallOneOf(ctx, ['GET admin/getusers']);
    return azureId.toLowerCase();
  },
};

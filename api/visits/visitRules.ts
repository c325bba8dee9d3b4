import { holdsAny } from '../../schemas/roles';
import {
  insideVisitLock,
  latestVisitDate,
  visitDateProblem,
  VISIT_HORIZON_YEARS,
  VISIT_MESSAGES,
  VISIT_STATUS,
  type ShowroomVisit,
  type VisitDraft,
} from '../../schemas/entities/visit';
import type { Queryable } from '../db/database';
import { badRequest, conflict, forbidden } from '../http/errors';
import type { Caller } from '../http/route';

/** The rules a change of a stored visit must pass (spec part 2 §6, §9): not cancelled, not past, the 14-day lock. */
export function assertChangeable(visit: ShowroomVisit, caller: Caller, today: string): void {
  if (visit.status === VISIT_STATUS.cancelled) throw conflict(VISIT_MESSAGES.cancelled);
  if (visit.visitDate < today) throw conflict(VISIT_MESSAGES.past);
  if (!holdsAny(caller.roles, ['iVisitsManager']) && insideVisitLock(visit.visitDate, today)) throw forbidden(VISIT_MESSAGES.locked);
}

/** The rules of a draft beyond its schema: the date from today to the horizon, the salesman known. */
export async function assertDraft(q: Queryable, draft: VisitDraft, today: string): Promise<void> {
  const problem = visitDateProblem(draft.visitDate, today);
  if (problem === 'past') throw badRequest('Invalid request body', { visitDate: VISIT_MESSAGES.date });
  if (problem === 'too_far') {
    throw badRequest('Invalid request body', { visitDate: `must be at most ${VISIT_HORIZON_YEARS} years ahead: ${latestVisitDate(today)} at the latest` });
  }
  const [salesman] = await q.query('SELECT 1 FROM users WHERE azure_id = $1 AND deleted_at IS NULL', [draft.salesmanAzureId]);
  if (!salesman) throw badRequest('Invalid request body', { salesmanAzureId: VISIT_MESSAGES.salesman });
}

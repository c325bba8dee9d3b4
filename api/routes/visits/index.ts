import { z } from 'zod';
import { VISIT_STATUS, VisitDraft, type ShowroomVisit } from '../../../schemas/entities/visit';
import { debnrInput } from '../../../schemas/forms/inputs';
import { assertCurrentVersion } from '../../history/versions';
import { badRequest } from '../../http/errors';
import { FileResult } from '../../http/results';
import { visitIcs } from '../../visits/visitIcs';
import { defineRoute } from '../../http/route';
import { customerForVisit, upcomingVisits, visitHistoryView, visitOf } from '../../visits/visitRecord';
import { assertChangeable, assertDraft } from '../../visits/visitRules';

const visitIdInput = z.coerce.number().int().positive().max(2_147_483_647);

/** The showroom visits (spec part 2 §7 "Visits"); every rule of the form is enforced here too. */
export const visitRoutes = [
  defineRoute({
    endpoint: 'GET visits/Getallvisits',
    async handler({ caller, services, today }) {
      return upcomingVisits(services.db, caller.azureId, today);
    },
  }),
  defineRoute({
    endpoint: 'GET visits/getVisit/{id}',
    query: z.object({ id: visitIdInput }),
    async handler({ caller, query, services }) {
      return visitOf(services.db, caller.azureId, query.id);
    },
  }),
  defineRoute({
    endpoint: 'GET visits/ics/{id}',
    query: z.object({ id: visitIdInput }),
    async handler({ caller, query, services }) {
      const visit = await visitOf(services.db, caller.azureId, query.id);
      return new FileResult(`showroombezoek-${visit.visitId}.ics`, 'text/calendar; charset=utf-8', visitIcs(visit, services.clock.now()));
    },
  }),
  defineRoute({
    endpoint: 'GET visits/GetCustomerForVisit/{debtorNumber}',
    query: z.object({ debtorNumber: debnrInput }),
    async handler({ caller, query, services }) {
      return customerForVisit(services.db, caller.azureId, query.debtorNumber);
    },
  }),
  defineRoute({
    endpoint: 'POST visits/CreateShowroomVisit',
    body: VisitDraft,
    async handler({ body, caller, services, today, recordHistory }): Promise<ShowroomVisit> {
      const { db } = services;
      await customerForVisit(db, caller.azureId, body.debtorNumber).catch(() => {
        throw badRequest('Invalid request body', { debtorNumber: 'Vul een geldige klant in' });
      });
      await assertDraft(db, body, today);
      return db.transaction(async (tx) => {
        const [created] = await tx.query<{ visit_id: number }>(
          `INSERT INTO showroom_visits (debtor_number, debtor_email_address, visit_date, time_of_arrival, duration_of_stay, amount_of_people,
                                        arrange_lunch, arrange_stay, particularities, salesman_azure_id, user_azure_id, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0) RETURNING visit_id`,
          [body.debtorNumber, body.debtorEmailAddress, body.visitDate, body.timeOfArrival, body.durationOfStay, body.amountOfPeople,
            body.arrangeLunch, body.arrangeStay, body.particularities, body.salesmanAzureId, caller.azureId],
        );
        const visit = await visitOf(tx, caller.azureId, created!.visit_id);
        await recordHistory(tx, { entity: 'visit', recordId: visit.visitId, action: 'create', after: visitHistoryView(visit) });
        return visit;
      });
    },
  }),
  defineRoute({
    endpoint: 'PUT visits/UpdateShowroomVisit',
    body: VisitDraft.extend({ visitId: visitIdInput }),
    async handler({ body, caller, services, today, recordHistory }): Promise<ShowroomVisit> {
      const { db } = services;
      const stored = await visitOf(db, caller.azureId, body.visitId);
      assertChangeable(stored, caller, today);
      await customerForVisit(db, caller.azureId, body.debtorNumber).catch(() => {
        throw badRequest('Invalid request body', { debtorNumber: 'Vul een geldige klant in' });
      });
      await assertDraft(db, body, today);
      return db.transaction(async (tx) => {
        const current = (q: typeof tx) => visitOf(q, caller.azureId, body.visitId);
        await assertCurrentVersion(tx, { entity: 'visit', rowId: body.visitId, recordId: body.visitId, version: body.version, current });
        const before = await current(tx);
        await tx.query(
          `UPDATE showroom_visits SET debtor_number = $2, debtor_email_address = $3, visit_date = $4, time_of_arrival = $5, duration_of_stay = $6,
                  amount_of_people = $7, arrange_lunch = $8, arrange_stay = $9, particularities = $10, salesman_azure_id = $11, version = version + 1
            WHERE visit_id = $1`,
          [body.visitId, body.debtorNumber, body.debtorEmailAddress, body.visitDate, body.timeOfArrival, body.durationOfStay, body.amountOfPeople,
            body.arrangeLunch, body.arrangeStay, body.particularities, body.salesmanAzureId],
        );
        const after = await current(tx);
        await recordHistory(tx, { entity: 'visit', recordId: body.visitId, action: 'update', before: visitHistoryView(before), after: visitHistoryView(after) });
        return after;
      });
    },
  }),
  defineRoute({
    endpoint: 'PUT visits/CancelShowroomVisit',
    body: z.object({ visitId: visitIdInput, version: z.number().int().positive().optional() }),
    async handler({ body, caller, services, today, recordHistory }): Promise<ShowroomVisit> {
      const { db } = services;
      assertChangeable(await visitOf(db, caller.azureId, body.visitId), caller, today);
      return db.transaction(async (tx) => {
        const current = (q: typeof tx) => visitOf(q, caller.azureId, body.visitId);
        await assertCurrentVersion(tx, { entity: 'visit', rowId: body.visitId, recordId: body.visitId, version: body.version, current });
        // Two cancels at once: the second finds it cancelled under the row lock.
        assertChangeable(await current(tx), caller, today);
        await tx.query('UPDATE showroom_visits SET status = $2, version = version + 1 WHERE visit_id = $1', [body.visitId, VISIT_STATUS.cancelled]);
        await recordHistory(tx, { entity: 'visit', recordId: body.visitId, action: 'cancel', changes: { status: { from: 0, to: VISIT_STATUS.cancelled } } });
        return current(tx);
      });
    },
  }),
];

import type { Database, Queryable } from '../db/database';
import type { CustomerForVisit, ShowroomVisit } from '../../schemas/entities/visit';
import { notFound } from '../http/errors';
import { readyPersonalList, type ReadyAnswer } from '../http/readyAnswer';

export const VISIT_NOT_FOUND = 'Showroom visit not found';

/** Visits of customers in the debtor groups the caller may use (any of them, not only the current one). */
const VISIT_SQL = `
  SELECT v.visit_id AS "visitId", v.debtor_number AS "debtorNumber", c.name AS "debtorName",
         v.debtor_email_address AS "debtorEmailAddress", c.email AS "debtorEmail", c.mobile_number AS "debtorPhone",
         to_char(v.visit_date, 'YYYY-MM-DD') AS "visitDate", v.time_of_arrival AS "timeOfArrival", v.duration_of_stay AS "durationOfStay",
         v.amount_of_people AS "amountOfPeople", v.arrange_lunch AS "arrangeLunch", v.arrange_stay AS "arrangeStay",
         v.particularities, v.salesman_azure_id::text AS "salesmanAzureId", s.name AS "salesmanName",
         v.user_azure_id::text AS "userAzureId", v.status, v.version
    FROM showroom_visits v
    JOIN customers c ON c.debnr = v.debtor_number
    LEFT JOIN users s ON s.azure_id = v.salesman_azure_id
   WHERE c.group_code IN (SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.azure_id = $1)`;

/**
 * Upcoming visits (today on), those still on before the cancelled ones, then by date and arrival.
 * Ready-made per caller and day: it reads the visits, their customers, the people and their groups.
 */
export function upcomingVisits(db: Database, azureId: string, today: string): Promise<ReadyAnswer> {
  return readyPersonalList(
    db,
    ['visits', 'customers', 'people'],
    `visits:${azureId}`,
    () => db.query<ShowroomVisit>(`${VISIT_SQL} AND v.visit_date >= $2::date ORDER BY (v.status = 3), v.visit_date, v.time_of_arrival, v.visit_id`, [azureId, today]),
    today,
  );
}

/** One visit the caller may see, else 404. */
export async function visitOf(q: Queryable, azureId: string, visitId: number): Promise<ShowroomVisit> {
  const [visit] = await q.query<ShowroomVisit>(`${VISIT_SQL} AND v.visit_id = $2`, [azureId, visitId]);
  if (!visit) throw notFound(VISIT_NOT_FOUND);
  return visit;
}

/** The read-only customer info of the visit form, for customers in the caller's groups; else 404. */
export async function customerForVisit(q: Queryable, azureId: string, debtorNumber: string): Promise<CustomerForVisit> {
  const [customer] = await q.query<CustomerForVisit>(
    `SELECT c.debnr AS "debtorNumber", c.name AS "debtorName", c.email AS "debtorEmail"
       FROM customers c
      WHERE c.debnr = $2
        AND c.group_code IN (SELECT ug.group_code FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE u.azure_id = $1)`,
    [azureId, debtorNumber],
  );
  if (!customer) throw notFound('Customer not found in your debtor groups');
  return customer;
}

/** What a visit's history shows of it. */
export function visitHistoryView(visit: ShowroomVisit): Record<string, unknown> {
  const { visitId: _id, version: _version, debtorEmail: _email, debtorPhone: _phone, salesmanAzureId: _salesman, userAzureId: _user, ...shown } = visit;
  return shown;
}

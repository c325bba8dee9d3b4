import type { Queryable } from '../db/database';
import type { Calendar } from './calendar';
import type { SeedCustomer } from './customers';
import { insertRows } from './insert';
import type { Random } from './prng';
import type { SeedUser } from './users';

const PARTICULARITIES = ['', '', 'Wil de nieuwe kerstcollectie zien.', 'Komt met de bus, parkeerplaats reserveren.', 'Vegetarische lunch graag.', 'Eerste bezoek, rondleiding door de veilinghal.'];

/**
 * About 25 showroom visits of company-1, -3 and -4 customers, past and upcoming (some within the
 * 14 days in which only visit managers may edit), mostly planned (0), some changed by the customer (1)
 * or cancelled (3).
 */
export async function insertVisits(db: Queryable, rng: Random, calendar: Calendar, customers: readonly SeedCustomer[], salesmen: readonly SeedUser[], planners: readonly SeedUser[]): Promise<void> {
  const visitors = customers.filter((c) => [1, 3, 4].includes(c.companyId) && !c.row.inactive);
  const rows = Array.from({ length: 25 }, () => {
    const customer = rng.pick(visitors);
    return {
      debtor_number: customer.row.debnr,
      debtor_email_address: rng.chance(0.3) ? `inkoop@${customer.row.email.split('@')[1]}` : '',
      visit_date: calendar.iso(calendar.today + rng.weighted([[-rng.int(1, 60), 10], [rng.int(1, 13), 7], [rng.int(14, 60), 8]])),
      time_of_arrival: `${String(rng.int(8, 15)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
      duration_of_stay: `${String(rng.int(0, 7)).padStart(2, '0')}:30`,
      amount_of_people: rng.int(1, 6),
      arrange_lunch: rng.chance(0.4),
      arrange_stay: rng.chance(0.1),
      particularities: rng.pick(PARTICULARITIES),
      salesman_azure_id: rng.pick(salesmen).azureId,
      user_azure_id: rng.pick(planners).azureId,
      status: rng.weighted([[0, 75], [1, 12], [3, 13]]),
    };
  });
  await insertRows(
    db,
    'showroom_visits',
    {
      debtor_number: 'text', debtor_email_address: 'text', visit_date: 'date', time_of_arrival: 'text', duration_of_stay: 'text', amount_of_people: 'int',
      arrange_lunch: 'bool', arrange_stay: 'bool', particularities: 'text', salesman_azure_id: 'uuid', user_azure_id: 'uuid', status: 'int',
    },
    rows,
  );
}

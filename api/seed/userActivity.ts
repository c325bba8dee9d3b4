import { APP_ROUTES } from '../../schemas/appRoutes';
import { holdsAny } from '../../schemas/roles';
import type { Queryable } from '../db/database';
import type { Calendar } from './calendar';
import type { SeedCustomer } from './customers';
import { insertRows } from './insert';
import type { Random } from './prng';
import type { SeedUser } from './users';

interface LoginRow {
  user_id: number;
  email: string;
  success: boolean;
  ip: string;
  created_at: string;
  city: string;
  zipcode: string;
  region: string;
  country: string;
  gps_loc: string;
}

interface UserLogRow {
  azure_id: string;
  type: string;
  action_name: string;
  extra_info: string | null;
  device: string;
  from_page: string | null;
  time_on_page: number | null;
  start_date: string;
  end_date: string;
  created_at: string;
}

/** Where staff log in from: [city, zip, region, country, 'lat,lng']. */
const PLACES = [
  ['Aalsmeer', '1431', 'Noord-Holland', 'Netherlands', '52.2597,4.7597'],
  ['Naaldwijk', '2671', 'Zuid-Holland', 'Netherlands', '51.9939,4.2097'],
  ['Rijnsburg', '2231', 'Zuid-Holland', 'Netherlands', '52.1897,4.4419'],
  ['Venlo', '5911', 'Limburg', 'Netherlands', '51.3704,6.1724'],
  ['Lyon', '69002', 'Auvergne-Rhône-Alpes', 'France', '45.7640,4.8357'],
  ['Lille', '59000', 'Hauts-de-France', 'France', '50.6292,3.0573'],
  ['Gent', '9000', 'Oost-Vlaanderen', 'Belgium', '51.0543,3.7174'],
] as const;
/** Page visits go back this many weekdays (about six months): every range of the profile has figures. */
const ACTIVITY_WEEKDAYS = 125;
const DEVICES: readonly (readonly [string, number])[] = [['desktop', 70], ['mobile', 20], ['tablet', 10]];

/** The pages a user can open, with a customer number filled in for the customer page. */
function pagesOf(user: SeedUser): string[] {
  return APP_ROUTES.filter((route) => !route.public && holdsAny(user.roles, route.access) && (!route.path.includes('{') || route.path.includes('{debnr}')))
    .filter((route) => !route.path.startsWith('/wholesale/customer'))
    .map((route) => route.path);
}

/**
 * Login history (successful and some unsuccessful) over the last 60 days, and page visits, customer
 * searches and new-customer activations on the weekdays of about six months, for every user who has signed the terms: the profile, login-history and usage
 * statistics screens need them.
 */
export async function insertUserActivity(db: Queryable, rng: Random, calendar: Calendar, users: readonly SeedUser[], customers: readonly SeedCustomer[]): Promise<void> {
  const logins: LoginRow[] = [];
  const logs: UserLogRow[] = [];
  for (const user of users.filter((u) => u.tosAgreement)) {
    const home = rng.pick(PLACES);
    const ipPrefix = rng.pick(['192.0.2', '198.51.100', '203.0.113']);
    for (let day = calendar.today - 60; day <= calendar.today; day++) {
      if (!rng.chance(0.55)) continue;
      const minute = rng.int(6 * 60, 10 * 60);
      const [city, zipcode, region, country, gps] = rng.chance(0.85) ? home : rng.pick(PLACES);
      const row = { user_id: user.id, email: user.email, ip: `${ipPrefix}.${rng.int(1, 254)}`, city, zipcode, region, country, gps_loc: gps };
      if (rng.chance(0.1)) logins.push({ ...row, success: false, created_at: calendar.pastTimestamp(day, minute - 1) });
      logins.push({ ...row, success: true, created_at: calendar.pastTimestamp(day, minute) });
    }
    const pages = pagesOf(user);
    if (pages.length === 0) continue;
    const own = customers.filter((c) => user.groups.includes(c.row.group_code));
    const known = own.length > 0 ? own : customers;
    // A handful of regulars, opened again and again, and now and then someone else: the profile's chips show both.
    const regulars = Array.from({ length: 8 }, () => rng.pick(known).row.debnr);
    const activates = holdsAny(user.roles, ['iCRMBasis']);
    for (let ago = ACTIVITY_WEEKDAYS; ago >= 1; ago--) {
      const day = calendar.weekdaysAgo(ago);
      let second = rng.int(8 * 3600, 10 * 3600);
      let from: string | null = null;
      const device = rng.weighted(DEVICES);
      for (let n = rng.int(2, 12); n > 0; n--) {
        let page = rng.pick(pages);
        const start = calendar.timestamp(day, second / 60);
        if (page.includes('{debnr}')) {
          const debnr = rng.chance(0.7) ? rng.pick(regulars) : rng.pick(known).row.debnr;
          page = page.replace('{debnr}', debnr);
          // Most customer pages are reached through the search box, which logs the search first.
          if (rng.chance(0.6)) logs.push({ azure_id: user.azureId, type: 'search', action_name: 'customer_search', extra_info: debnr, device, from_page: from, time_on_page: null, start_date: start, end_date: start, created_at: start });
        }
        // Now and then a web-shop sign-up gets activated (spec part 2 §4: the ActivateNewCustomer log).
        if (activates && n === 1 && rng.chance(0.15)) {
          const extra = rng.pick(known).row.debnr;
          logs.push({ azure_id: user.azureId, type: 'button', action_name: 'ActivateNewCustomer', extra_info: extra, device, from_page: page, time_on_page: null, start_date: start, end_date: start, created_at: start });
        }
        const seconds = rng.int(5, 600);
        logs.push({ azure_id: user.azureId, type: 'page_visit', action_name: page, extra_info: null, device, from_page: from, time_on_page: seconds, start_date: start, end_date: calendar.timestamp(day, (second + seconds) / 60), created_at: start });
        from = page;
        // Now and then a break (a call, lunch, the warehouse): the day's visits spread over office hours.
        second += seconds + (rng.chance(0.25) ? rng.int(1800, 3 * 3600) : rng.int(1, 300));
      }
    }
  }
  await insertRows(db, 'login_history', { user_id: 'int', email: 'text', success: 'bool', ip: 'text', created_at: 'timestamptz', city: 'text', zipcode: 'text', region: 'text', country: 'text', gps_loc: 'text' }, logins);
  await insertRows(db, 'user_logs', { azure_id: 'uuid', type: 'text', action_name: 'text', extra_info: 'text', device: 'text', from_page: 'text', time_on_page: 'int', start_date: 'timestamptz', end_date: 'timestamptz', created_at: 'timestamptz' }, logs);
}

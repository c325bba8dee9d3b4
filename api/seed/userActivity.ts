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
  device: string;
  from_page: string | null;
  time_on_page: number;
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
const DEVICES: readonly (readonly [string, number])[] = [['desktop', 70], ['mobile', 20], ['tablet', 10]];

/** The pages a user can open, with a customer number filled in for the customer page. */
function pagesOf(user: SeedUser): string[] {
  return APP_ROUTES.filter((route) => !route.public && holdsAny(user.roles, route.access) && (!route.path.includes('{') || route.path.includes('{debnr}')))
    .filter((route) => !route.path.startsWith('/wholesale/customer'))
    .map((route) => route.path);
}

/**
 * Login history (successful and some unsuccessful) over the last 60 days and page visits on the
 * weekdays of the last 30 days, for every user who has signed the terms: the profile, login-history and usage
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
    for (let ago = 22; ago >= 1; ago--) {
      const day = calendar.weekdaysAgo(ago);
      let second = rng.int(8 * 3600, 10 * 3600);
      let from: string | null = null;
      const device = rng.weighted(DEVICES);
      for (let n = rng.int(2, 12); n > 0; n--) {
        const page = rng.pick(pages).replace('{debnr}', rng.pick(customers).row.debnr);
        const seconds = rng.int(5, 600);
        const start = calendar.timestamp(day, second / 60);
        logs.push({ azure_id: user.azureId, type: 'page_visit', action_name: page, device, from_page: from, time_on_page: seconds, start_date: start, end_date: calendar.timestamp(day, (second + seconds) / 60), created_at: start });
        from = page;
        second += seconds + rng.int(1, 300);
      }
    }
  }
  await insertRows(db, 'login_history', { user_id: 'int', email: 'text', success: 'bool', ip: 'text', created_at: 'timestamptz', city: 'text', zipcode: 'text', region: 'text', country: 'text', gps_loc: 'text' }, logins);
  await insertRows(db, 'user_logs', { azure_id: 'uuid', type: 'text', action_name: 'text', device: 'text', from_page: 'text', time_on_page: 'int', start_date: 'timestamptz', end_date: 'timestamptz', created_at: 'timestamptz' }, logs);
}

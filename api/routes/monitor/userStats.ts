import { z } from 'zod';
import { holdsAny } from '../../../schemas/roles';
import { DEFAULT_STAT_RANGE, statRangeDates } from '../../../schemas/entities/userStats';
import { dateInput, uuidInput } from '../../../schemas/forms/inputs';
import type { EndpointKey } from '../../../schemas/endpoints';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { defineRoute, type RouteContext } from '../../http/route';
import { averagePerHour, customerClicks, customerSearches, deviceDistribution, pageVisits, visitsPerDay, visitsPerHour } from '../../statistics/userActivity';
import { averageFigures, userFigures, type StatRange } from '../../statistics/userFigures';

/** A range longer than this is refused: the heaviest answer (visits per day) stays small. */
const MAX_RANGE_DAYS = 2 * 366;

/** fromdate and todate, inclusive; left out, the last 30 days (the profile's default range). */
const rangeQuery = z.object({ fromdate: dateInput.optional(), todate: dateInput.optional() });
const userQuery = rangeQuery.extend({ azureId: uuidInput });

function rangeOf(query: z.output<typeof rangeQuery>, today: string): StatRange {
  const fallback = statRangeDates(DEFAULT_STAT_RANGE, today);
  const range = { fromdate: query.fromdate ?? fallback.fromdate, todate: query.todate ?? fallback.todate };
  const days = (Date.parse(range.todate) - Date.parse(range.fromdate)) / 86_400_000;
  if (days < 0) throw badRequest('Invalid query', { todate: 'must not be before fromdate' });
  if (days > MAX_RANGE_DAYS) throw badRequest('Invalid query', { todate: `must be within ${MAX_RANGE_DAYS} days of fromdate` });
  return range;
}

/** A user reads their own statistics; iCRMManager reads anyone's (spec part 2 §6). */
function assertMayRead(ctx: RouteContext<unknown, unknown>, azureId: string): void {
  if (azureId.toLowerCase() !== ctx.caller.azureId.toLowerCase() && !holdsAny(ctx.caller.roles, ['iCRMManager'])) {
    throw forbidden('Only managers see the statistics of other users');
  }
}

type PerUser = (q: RouteContext<unknown, unknown>['services']['db'], azureId: string, range: StatRange) => Promise<unknown>;

/** One GET monitor/{name}/{azureId}?fromdate&todate route per figure of a user's profile. */
function perUserRoute(endpoint: EndpointKey, read: PerUser) {
  return defineRoute({
    endpoint,
    query: userQuery,
    async handler(ctx) {
      assertMayRead(ctx, ctx.query.azureId);
      return read(ctx.services.db, ctx.query.azureId, rangeOf(ctx.query, ctx.today)) as never;
    },
  });
}

/** The profile's statistics (spec part 2 §7 "Statistics"), computed in SQL from what the users did. */
export const userStatRoutes = [
  perUserRoute('GET monitor/GetUserVisitsPerDay/{azureId}', visitsPerDay),
  perUserRoute('GET monitor/GetUserDeviceDistribution/{azureId}', deviceDistribution),
  perUserRoute('GET monitor/GetUserPageVisits/{azureId}', pageVisits),
  perUserRoute('GET monitor/GetUserCustomerSearches/{azureId}', customerSearches),
  perUserRoute('GET monitor/GetUserCustomerClicks/{azureId}', customerClicks),
  perUserRoute('GET monitor/GetUserVisitsAveragePerHour/{azureId}', averagePerHour),
  perUserRoute('GET monitor/GetUserVisitsPerHour/{azureId}', visitsPerHour),
  perUserRoute('GET monitor/GetUserStatsByUser/{azureId}', async (db, azureId, range) => {
    const figures = await userFigures(db, azureId, range);
    if (!figures) throw notFound('User not found');
    return figures;
  }),
  defineRoute({
    endpoint: 'GET monitor/GetAverageUserStats',
    query: rangeQuery,
    async handler(ctx) {
      return averageFigures(ctx.services.db, rangeOf(ctx.query, ctx.today));
    },
  }),
];

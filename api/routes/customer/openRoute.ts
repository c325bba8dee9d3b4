import dayjs from 'dayjs';
import { ROUTE_OPEN_MAX_DAYS_AHEAD } from '../../../schemas/constants';
import { RouteOpeningRequest, type RouteOpeningResult } from '../../../schemas/entities/customerActions';
import { customerInCurrentGroup } from '../../customers/findCustomerInGroup';
import { badRequest } from '../../http/errors';
import { debnrInput } from '../../../schemas/forms/inputs';
import { defineRoute } from '../../http/route';

/** Why a route date is refused: in the past, more than 5 days ahead, or in a weekend. */
function routeDateError(datum: string, today: string): string | undefined {
  const days = dayjs(datum).diff(dayjs(today), 'day');
  if (days < 0) return 'cannot be in the past';
  if (days > ROUTE_OPEN_MAX_DAYS_AHEAD) return `at most ${ROUTE_OPEN_MAX_DAYS_AHEAD} days ahead`;
  const weekday = dayjs(datum).day();
  if (weekday === 0 || weekday === 6) return 'cannot be in a weekend';
  return undefined;
}

/**
 * POST customer/opencustomerroute (manager): opens the customer's route on a date. Opening a date
 * already open succeeds again without a second row (created: false), so a repeated click is harmless.
 */
export const openRouteRoutes = [
  defineRoute({
    endpoint: 'POST customer/opencustomerroute',
    body: RouteOpeningRequest.extend({ debnr: debnrInput }),
    async handler(ctx): Promise<RouteOpeningResult> {
      const { debnr, datum } = ctx.body;
      const error = routeDateError(datum, ctx.today);
      if (error) throw badRequest('Invalid request body', { datum: error });
      const customer = await customerInCurrentGroup(ctx, debnr);
      const inserted = await ctx.services.db.query(
        `INSERT INTO route_openings (debnr, datum, username, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (debnr, datum) DO NOTHING RETURNING id`,
        [customer.debnr, datum, ctx.caller.userName, ctx.services.clock.now()],
      );
      return { success: true, created: inserted.length === 1, debnr: customer.debnr, datum };
    },
  }),
];

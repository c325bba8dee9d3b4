import dayjs from 'dayjs';
import { defineRoute } from '../../http/route';
import { yearOverview } from './yearOverview';

/**
 * GET overview/getoverview: this year, months up to the current one, totals up to today.
 * GET overview/getpastyearoverview: last year, all 12 months, totals up to the same day last year.
 */
export const yearOverviewRoutes = [
  defineRoute({
    endpoint: 'GET overview/getoverview',
    async handler(ctx) {
      const today = dayjs(ctx.today);
      return yearOverview(ctx.services.db, await ctx.currentGroup(), today.year(), ctx.today, today.month() + 1, ctx.today);
    },
  }),
  defineRoute({
    endpoint: 'GET overview/getpastyearoverview',
    async handler(ctx) {
      const sameDayLastYear = dayjs(ctx.today).subtract(1, 'year');
      return yearOverview(ctx.services.db, await ctx.currentGroup(), sameDayLastYear.year(), sameDayLastYear.format('YYYY-MM-DD'), 12, ctx.today);
    },
  }),
];

import { z } from 'zod';
import { forbidden } from '../../http/errors';
import { dateInput, uuidInput } from '../../../schemas/forms/inputs';
import { defineRoute } from '../../http/route';
import { StatusResult } from '../../http/results';

/** A moment as the browser sends it: ISO 8601 (date, optional time and offset). */
const momentInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/, 'must be an ISO date and time')
  .refine((s) => dateInput.safeParse(s).success, 'must be a real calendar date')
  .transform((s) => new Date(s))
  .refine((d) => !Number.isNaN(d.getTime()), 'must be a real date and time');

const userLogBody = z.object({
  azureId: uuidInput.optional(),
  type: z.string().trim().min(1, 'is required').max(50),
  actionName: z.string().trim().min(1, 'is required').max(500),
  extraInfo: z.string().max(2000).nullish(),
  device: z.enum(['mobile', 'tablet', 'desktop']),
  fromPage: z.string().max(500).nullish(),
  timeOnPage: z.number().min(0).max(86_400 * 365).nullish(),
  startDate: momentInput.nullish(),
  endDate: momentInput.nullish(),
});

/** POST monitor/createuserlog: a page visit (type page_visit, with duration) or an action of the caller. */
export const userLogRoutes = [
  defineRoute({
    endpoint: 'POST monitor/createuserlog',
    body: userLogBody,
    async handler({ body, caller, services }) {
      if (body.azureId && body.azureId.toLowerCase() !== caller.azureId.toLowerCase()) throw forbidden('You can only log your own actions');
      const [log] = await services.db.query<{ id: number }>(
        `INSERT INTO user_logs (azure_id, type, action_name, extra_info, device, from_page, time_on_page, start_date, end_date, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          caller.azureId,
          body.type,
          body.actionName,
          body.extraInfo ?? null,
          body.device,
          body.fromPage ?? null,
          body.timeOnPage == null ? null : Math.round(body.timeOnPage),
          body.startDate ?? null,
          body.endDate ?? null,
          services.clock.now(),
        ],
      );
      return new StatusResult(201, log);
    },
  }),
];

import { z } from 'zod';
import { HISTORY_ENTITIES } from '../../../schemas/entities/history';
import { HISTORY_READERS } from '../../history/readers';
import { readHistory } from '../../history/recordHistory';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';

/** GET history/{entity}/{id}: who changed what and when, newest first, for those who may read the record. */
export const historyRoutes = [
  defineRoute({
    endpoint: 'GET history/{entity}/{id}',
    query: z.object({ entity: z.enum(HISTORY_ENTITIES), id: z.string().trim().min(1).max(64) }),
    async handler(ctx) {
      const reader = HISTORY_READERS[ctx.query.entity];
      if (!reader) throw notFound();
      const recordId = await reader(ctx, ctx.query.id);
      return readHistory(ctx.services.db, ctx.query.entity, recordId);
    },
  }),
];

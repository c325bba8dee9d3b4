import express from 'express';
import type { Services } from './services';
import { errorHandler } from './http/errorHandler';
import { noStore } from './http/noStore';
import { routeTable } from './http/routeTable';
import { ALL_ROUTES } from './routes';

/** The reference back-office API as an Express app: mount it at /api. */
export function createApi(services: Services): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', services.config.trustProxy ? 'loopback, linklocal, uniquelocal' : false);
  app.use('/api', noStore);
  app.use(express.json({ limit: '5mb' }));
  app.use('/api', routeTable(ALL_ROUTES, services));
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Unknown endpoint' });
  });
  app.use(errorHandler);
  return app;
}

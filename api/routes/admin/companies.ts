import { defineRoute } from '../../http/route';

/** GET admin/getcompanies: every company with its display name. */
export const companyRoutes = [
  defineRoute({
    endpoint: 'GET admin/getcompanies',
    async handler({ services }) {
      return services.db.query('SELECT id, name FROM companies ORDER BY id');
    },
  }),
];

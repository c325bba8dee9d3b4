import { defineRoute } from '../../http/route';
import { StatusResult } from '../../http/results';

/**
 * GET sendinblue/ImportUsers: name, email and language of every active user to the email-marketing
 * provider. A refusal keeps the provider's HTTP status (spec part 2 §8).
 */
export const importUsersRoutes = [
  defineRoute({
    endpoint: 'GET sendinblue/ImportUsers',
    async handler({ services }) {
      const users = await services.db.query<{ name: string; email: string; language: string }>(
        'SELECT name, email, language FROM users WHERE deleted_at IS NULL ORDER BY id',
      );
      const { status } = await services.marketing.importContacts(users);
      if (status < 200 || status > 299) return new StatusResult(status, { message: 'User import failed', status });
      return { status, imported: users.length };
    },
  }),
];

import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { EmailMarketing, MarketingContact } from './marketing';

/** Language names the provider's contact attribute expects (spec part 2 §9). */
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', nl: 'Nederlands', fr: 'French' };

/**
 * Brevo's REST API (POST /v3/contacts/import with an api-key header). Every request is recorded
 * in marketing_requests; without a configured provider it is only recorded (status 202).
 */
export function createMarketing(db: Queryable, clock: Clock, options: { apiUrl?: string; apiKey?: string }): EmailMarketing {
  async function record(kind: string, payload: unknown, status: number) {
    await db.query('INSERT INTO marketing_requests (kind, payload, status, created_at) VALUES ($1, $2, $3, $4)', [
      kind,
      JSON.stringify(payload),
      status,
      clock.now(),
    ]);
  }

  return {
    async importContacts(contacts: MarketingContact[]) {
      const payload = {
        jsonBody: contacts.map((c) => ({
          email: c.email,
          attributes: { NAME: c.name, LANGUAGE: LANGUAGE_NAMES[c.language] ?? LANGUAGE_NAMES.en },
        })),
        updateExistingContacts: true,
      };
      if (!options.apiUrl) {
        await record('contacts/import', payload, 202);
        return { status: 202 };
      }
      let status: number;
      try {
        const response = await fetch(`${options.apiUrl.replace(/\/$/, '')}/v3/contacts/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'api-key': options.apiKey ?? '' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
      } catch {
        status = 502;
      }
      await record('contacts/import', payload, status);
      return { status };
    },
  };
}

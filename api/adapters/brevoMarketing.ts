import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { CampaignDraft, EmailMarketing, MarketingAnswer, MarketingContact } from './marketing';
import { OFFER_LIMITS } from '../../schemas/entities/specialOffer';

/** Language names the provider's contact attribute expects (spec part 2 §9). */
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', nl: 'Nederlands', fr: 'French' };

interface Reply extends MarketingAnswer {
  body: any;
}

/**
 * Brevo's REST API (v3, `api-key` header). Every request is recorded in marketing_requests with the
 * provider's status; without a configured provider it is only recorded and answered as the provider
 * answers a success, so the demo works offline.
 */
export function createMarketing(db: Queryable, clock: Clock, options: { apiUrl?: string; apiKey?: string }): EmailMarketing {
  async function record(kind: string, payload: unknown, status: number): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO marketing_requests (kind, payload, status, created_at) VALUES ($1, $2, $3, $4) RETURNING id::int AS id',
      [kind, JSON.stringify(payload ?? null), status, clock.now()],
    );
    return row!.id;
  }

  /** One call to the provider; without one, `offline` is the success it answers (its body made from the recorded row's id). */
  async function call(kind: string, path: string, payload: unknown, offline: { status: number; body?: (recordId: number) => unknown }): Promise<Reply> {
    if (!options.apiUrl) {
      const id = await record(kind, payload, offline.status);
      return { status: offline.status, body: offline.body?.(id) ?? null };
    }
    let reply: Reply;
    try {
      const response = await fetch(`${options.apiUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'api-key': options.apiKey ?? '' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      let body: any = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      reply = { status: response.status, body, message: response.ok ? undefined : (body?.message ?? `Email provider answered ${response.status}`) };
    } catch {
      reply = { status: 502, body: null, message: 'The email provider could not be reached' };
    }
    await record(kind, payload, reply.status);
    return reply;
  }

  const ok = (status: number) => status >= 200 && status < 300;

  return {
    async importContacts(contacts: MarketingContact[]) {
      const payload = {
        jsonBody: contacts.map((c) => ({ email: c.email, attributes: { NAME: c.name, LANGUAGE: LANGUAGE_NAMES[c.language] ?? LANGUAGE_NAMES.en } })),
        updateExistingContacts: true,
      };
      const { status } = await call('contacts/import', '/v3/contacts/import', payload, { status: 202, body: (id) => ({ processId: id }) });
      return { status };
    },

    async replaceListContacts(listId, emails) {
      const base = `/v3/contacts/lists/${listId}/contacts`;
      const emptied = await call('lists/remove', `${base}/remove`, { all: true }, { status: 201, body: (id) => ({ contacts: { processId: id } }) });
      if (!ok(emptied.status)) return { status: emptied.status, message: emptied.message, added: [] };
      const added: string[] = [];
      for (let from = 0; from < emails.length; from += OFFER_LIMITS.listBatch) {
        const batch = emails.slice(from, from + OFFER_LIMITS.listBatch);
        const reply = await call('lists/add', `${base}/add`, { emails: batch }, { status: 201, body: () => ({ contacts: { success: batch, failure: [] } }) });
        if (!ok(reply.status)) return { status: reply.status, message: reply.message, added };
        // The provider names the emails it took; those it refused (unknown, blacklisted) are left out.
        const success: unknown = reply.body?.contacts?.success;
        added.push(...(Array.isArray(success) ? success.filter((e): e is string => typeof e === 'string') : batch));
      }
      return { status: 201, added };
    },

    async createCampaign(campaign: CampaignDraft) {
      const { abTest, listId, ...rest } = campaign;
      const payload = {
        ...rest,
        recipients: { listIds: [listId] },
        ...(abTest
          ? { abTesting: true, subjectA: campaign.subject, subjectB: abTest.subjectB, splitRule: abTest.splitRule, winnerCriteria: 'open', winnerDelay: abTest.winnerDelay }
          : {}),
      };
      const reply = await call('emailCampaigns', '/v3/emailCampaigns', payload, { status: 201, body: (id) => ({ id }) });
      return { status: reply.status, message: reply.message, id: ok(reply.status) && typeof reply.body?.id === 'number' ? reply.body.id : undefined };
    },

    async sendCampaignNow(id) {
      const { status, message } = await call('emailCampaigns/sendNow', `/v3/emailCampaigns/${id}/sendNow`, {}, { status: 204 });
      return { status, message };
    },

    async sendCampaignTest(id, emailTo) {
      const { status, message } = await call('emailCampaigns/sendTest', `/v3/emailCampaigns/${id}/sendTest`, { emailTo }, { status: 204 });
      return { status, message };
    },
  };
}

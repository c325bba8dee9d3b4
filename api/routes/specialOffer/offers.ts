import { z } from 'zod';
import { OFFER_MESSAGES, SpecialOfferDraft, offerErrors, type SpecialOffer } from '../../../schemas/entities/specialOffer';
import type { Queryable } from '../../db/database';
import { assertCurrentVersion } from '../../history/versions';
import { badRequest } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { DRAFT_COLUMNS, allOffers, draftValues, groupCodeText, offerHistoryView, offerOf } from '../../specialOffers/offerRecord';

const offerId = z.coerce.number().int().positive().max(2_147_483_647);

/** The §5 save rules, then what only the database knows: the company and the debtor group exist. */
async function assertSavable(q: Queryable, draft: SpecialOfferDraft, mode: 'add' | 'edit'): Promise<void> {
  const errors: Record<string, string> = { ...offerErrors(draft, mode) };
  const [company] = await q.query('SELECT 1 FROM companies WHERE id = $1', [draft.companyId]);
  if (!company) errors.companyId = 'is not a known company';
  // Group code 0 (or none) is the whole company.
  if (draft.groupCode !== null && draft.groupCode !== 0) {
    const [group] = await q.query('SELECT 1 FROM debtor_groups WHERE group_code = $1', [groupCodeText(draft.groupCode)]);
    if (!group) errors.groupCode = OFFER_MESSAGES.groupMissing;
  }
  if (Object.keys(errors).length > 0) throw badRequest('Invalid request body', errors);
}

/** The manage page's calls (iCRMSpecialOfferEdit): every offer, read, add, edit (versioned) and delete, each in the offer's history. */
export const offerRoutes = [
  defineRoute({
    endpoint: 'GET specialOffer/getspecialoffers',
    async handler({ services }) {
      return allOffers(services.db);
    },
  }),
  defineRoute({
    endpoint: 'GET specialOffer/getspecialoffer/{id}',
    query: z.object({ id: offerId }),
    async handler({ query, services }) {
      return offerOf(services.db, query.id);
    },
  }),
  defineRoute({
    endpoint: 'POST specialOffer/addSpecialOffer',
    body: SpecialOfferDraft,
    async handler({ body, services, recordHistory }): Promise<SpecialOffer> {
      await assertSavable(services.db, body, 'add');
      return services.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO special_offers (${DRAFT_COLUMNS.join(', ')}) VALUES (${DRAFT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id::int AS id`,
          draftValues(body),
        );
        const offer = await offerOf(tx, row!.id);
        await recordHistory(tx, { entity: 'specialoffer', recordId: offer.id, action: 'create', after: offerHistoryView(offer) });
        return offer;
      });
    },
  }),
  defineRoute({
    endpoint: 'POST specialOffer/editSpecialOffer',
    body: SpecialOfferDraft.extend({ id: offerId, version: z.number().int().positive().optional() }),
    async handler({ body, services, recordHistory }): Promise<SpecialOffer> {
      await offerOf(services.db, body.id);
      await assertSavable(services.db, body, 'edit');
      return services.db.transaction(async (tx) => {
        const current = (q: Queryable) => offerOf(q, body.id);
        await assertCurrentVersion(tx, { entity: 'specialoffer', rowId: body.id, recordId: body.id, version: body.version, current });
        const before = await current(tx);
        await tx.query(
          `UPDATE special_offers SET ${DRAFT_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')}, version = version + 1 WHERE id = $1`,
          [body.id, ...draftValues(body)],
        );
        const after = await current(tx);
        await recordHistory(tx, { entity: 'specialoffer', recordId: body.id, action: 'update', before: offerHistoryView(before), after: offerHistoryView(after) });
        return after;
      });
    },
  }),
  defineRoute({
    endpoint: 'DELETE specialOffer/deleteSpecialOffer',
    body: z.looseObject({ id: offerId, version: z.number().int().positive().optional() }),
    async handler({ body, services, recordHistory }) {
      return services.db.transaction(async (tx) => {
        const current = (q: Queryable) => offerOf(q, body.id);
        await assertCurrentVersion(tx, { entity: 'specialoffer', rowId: body.id, recordId: body.id, version: body.version, current });
        const before = await current(tx);
        // The send log keeps its rows (special_offer_id set null) with the offer's title.
        await tx.query('DELETE FROM special_offers WHERE id = $1', [body.id]);
        await recordHistory(tx, { entity: 'specialoffer', recordId: body.id, action: 'delete', before: offerHistoryView(before) });
        return { id: body.id };
      });
    },
  }),
];

import { z } from 'zod';
import { OfferAccessChange, type MarkingOption, type OfferUserAccess, type ProviderStatus } from '../../../schemas/entities/specialOffer';
import { holdsAny } from '../../../schemas/roles';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { currencies, offerOf, offerProducts, offerSeenBy, sendableOffer, sendableOffers } from '../../specialOffers/offerRecord';

/** The offer-body calls take the offer as spec part 2 §7 posts it and read only its id: the rest comes from the database. */
const OfferBody = z.looseObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The users who may be given an offer (holders of iCRMSpecialOfferSend), each with whether they have it. */
const ACCESS_SQL = `
  SELECT u.azure_id::text AS id, u.name, u.email,
         CASE WHEN a.azure_id IS NULL THEN 0 ELSE $1::int END AS "specialOfferId"
    FROM users u
    JOIN user_roles ur ON ur.user_id = u.id
    JOIN roles r ON r.id = ur.role_id AND r.name = 'iCRMSpecialOfferSend'
    LEFT JOIN special_offer_access a ON a.special_offer_id = $1 AND a.azure_id = u.azure_id
   WHERE u.deleted_at IS NULL`;

/** What the send and edit pages read besides the offers themselves: products, access, markings, currencies, the log, the provider's status. */
export const offerDataRoutes = [
  defineRoute({
    endpoint: 'GET specialOffer/GetSpecialOffersWithProducts',
    async handler({ caller, services }) {
      const offers = await sendableOffers(services.db, caller.azureId);
      return Promise.all(offers.map(async (offer) => ({ ...offerSeenBy(caller.roles, offer), products: await offerProducts(services.db, offer) })));
    },
  }),
  defineRoute({
    endpoint: 'POST specialOffer/GetProductsBySpecialOffer',
    body: OfferBody,
    async handler({ body, caller, services }) {
      // Editors preview any offer; senders only the ones they may send.
      const offer = holdsAny(caller.roles, ['iCRMSpecialOfferEdit']) ? await offerOf(services.db, body.id) : await sendableOffer(services.db, caller.azureId, body.id);
      return offerProducts(services.db, offer);
    },
  }),
  defineRoute({
    endpoint: 'POST specialOffer/GetUsersBySpecialOffer',
    body: OfferBody,
    async handler({ body, services }) {
      await offerOf(services.db, body.id);
      return services.db.query<OfferUserAccess>(`${ACCESS_SQL} ORDER BY u.name, u.id`, [body.id]);
    },
  }),
  defineRoute({
    endpoint: 'POST specialOffer/handleUserAccessSpecialOffer',
    body: OfferAccessChange,
    async handler({ body, services, recordHistory }) {
      const { specialOfferId, azureId, canAccess } = body;
      await offerOf(services.db, specialOfferId);
      return services.db.transaction(async (tx) => {
        const [user] = await tx.query<OfferUserAccess>(`${ACCESS_SQL} AND u.azure_id = $2`, [specialOfferId, azureId]);
        if (!user) throw notFound('User not found');
        const had = user.specialOfferId !== 0;
        if (had === canAccess) return user;
        await tx.query(
          canAccess
            ? 'INSERT INTO special_offer_access (special_offer_id, azure_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
            : 'DELETE FROM special_offer_access WHERE special_offer_id = $1 AND azure_id = $2',
          [specialOfferId, azureId],
        );
        await recordHistory(tx, { entity: 'specialoffer', recordId: specialOfferId, action: 'access', changes: { [user.name]: { from: had, to: canAccess } } });
        return { ...user, specialOfferId: canAccess ? specialOfferId : 0 };
      });
    },
  }),
  defineRoute({
    endpoint: 'GET specialoffer/getpartijmarkeringen',
    query: z.object({ Id: z.coerce.number().int().min(0).max(2_147_483_647).optional() }),
    async handler({ query, services }) {
      // With an Id, the marking of that voorraad or bestel id only.
      return services.db.query<MarkingOption>(
        `SELECT name, voorraad_id, bestel_id FROM offer_markings WHERE $1::int IS NULL OR $1 IN (voorraad_id, bestel_id) ORDER BY name`,
        [query.Id ?? null],
      );
    },
  }),
  defineRoute({
    endpoint: 'GET specialoffer/getvalutas',
    async handler({ services }) {
      return currencies(services.db);
    },
  }),
  defineRoute({
    endpoint: 'GET specialOffer/GetSpecialOfferLogs',
    async handler({ services }) {
      return services.db.query(
        `SELECT id::int AS id, special_offer_name AS "specialOfferName", user_name AS "userName", created_campaign AS "createdCampaign",
                sent_campaign AS "sentCampaign", to_char(create_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createDate"
           FROM special_offer_logs ORDER BY create_date DESC, id DESC`,
      );
    },
  }),
  defineRoute({
    endpoint: 'GET GetLatestStatusUpdate',
    async handler({ services }) {
      const [latest] = await services.db.query<ProviderStatus>(
        `SELECT current_status AS "currentStatus", title, to_char(start_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startDate", details
           FROM provider_status_updates ORDER BY start_date DESC, id DESC LIMIT 1`,
      );
      return latest ?? null;
    },
  }),
];

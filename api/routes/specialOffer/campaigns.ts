import { z } from 'zod';
import { OFFER_MESSAGES, type CampaignAnswer, type SpecialOffer } from '../../../schemas/entities/specialOffer';
import { defineRoute, type RouteContext } from '../../http/route';
import { StatusResult } from '../../http/results';
import { campaignOf, providerError } from '../../specialOffers/offerCampaign';
import { offerOf, offerProducts, offerRecipients, sendableOffer } from '../../specialOffers/offerRecord';
import { whileSending } from '../../specialOffers/sendLock';

/**
 * The spec's clients post the whole offer (CreateCampaignPromo: with its products and their allPrices,
 * price × 100 / koers from getvalutas). Only the id is read: the offer, its products and their prices
 * come from the database, so a browser can never choose what a campaign charges.
 */
const OfferBody = z.looseObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

type Ctx = RouteContext<unknown, unknown>;

/** The send log's row and the offer's history entry of one campaign, in one transaction. */
async function logCampaign(ctx: Ctx, offer: SpecialOffer, campaignId: number | undefined, sent: boolean): Promise<void> {
  await ctx.services.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO special_offer_logs (special_offer_id, special_offer_name, user_name, created_campaign, sent_campaign, create_date)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [offer.id, offer.title, ctx.caller.userName, campaignId !== undefined, sent, ctx.services.clock.now()],
    );
    if (campaignId !== undefined) {
      await ctx.recordHistory(tx, { entity: 'specialoffer', recordId: offer.id, action: sent ? 'send' : 'campaign', changes: { campaign: { from: null, to: campaignId } } });
    }
  });
}

/**
 * Creates the offer's campaign with the server's own products and prices, then sends it to the list
 * ('send') or only a test mail to the caller ('test': the campaign stays unsent). Answers 200 when
 * sent, 201 when only created; a provider refusal is logged and answered as the send page shows it.
 * One at a time per offer: a second meanwhile is a 409 (a double click must not make two campaigns).
 */
async function runCampaign(ctx: Ctx, offer: SpecialOffer, mode: 'send' | 'test'): Promise<StatusResult> {
  return whileSending(ctx.services.db, ctx.services.clock, offer.id, ctx.caller.azureId, () => createCampaign(ctx, offer, mode));
}

async function createCampaign(ctx: Ctx, offer: SpecialOffer, mode: 'send' | 'test'): Promise<StatusResult> {
  const { marketing } = ctx.services;
  const campaign = campaignOf(offer, await offerProducts(ctx.services.db, offer), ctx.today);
  const created = await marketing.createCampaign(campaign);
  if (created.id === undefined) {
    await logCampaign(ctx, offer, undefined, false);
    throw providerError(created);
  }
  let sent = false;
  if (mode === 'send') sent = (await marketing.sendCampaignNow(created.id)).status < 300;
  else await marketing.sendCampaignTest(created.id, [ctx.caller.preferred_username]);
  await logCampaign(ctx, offer, created.id, sent);
  const answer: CampaignAnswer = { status: sent ? 200 : 201, message: sent ? OFFER_MESSAGES.sent : OFFER_MESSAGES.created, campaignId: created.id };
  return new StatusResult(answer.status, answer);
}

/** The send flow (spec part 2 §4): the recipients list, the campaign, the debug campaign, and the recipients count. */
export const campaignRoutes = [
  defineRoute({
    endpoint: 'POST specialoffer/GetEmailsForSpecialOffer',
    body: OfferBody,
    async handler({ body, services }) {
      return offerRecipients(services.db, await offerOf(services.db, body.id));
    },
  }),
  defineRoute({
    endpoint: 'POST specialoffer/RemoveAndAddUsersToSendinblueList',
    body: OfferBody,
    async handler({ body, caller, services }) {
      const offer = await sendableOffer(services.db, caller.azureId, body.id);
      // Not while a campaign of the offer goes out: emptying its list then would cut the campaign short.
      return whileSending(services.db, services.clock, offer.id, caller.azureId, async () => {
        const recipients = await offerRecipients(services.db, offer);
        const answer = await services.marketing.replaceListContacts(offer.listId, [...new Set(recipients.map((r) => r.email))]);
        if (answer.status >= 300) throw providerError(answer);
        const added = new Set(answer.added);
        return recipients.filter((r) => added.has(r.email));
      });
    },
  }),
  defineRoute({
    endpoint: 'POST specialOffer/CreateCampaignPromo',
    body: OfferBody,
    async handler(ctx) {
      const offer = await sendableOffer(ctx.services.db, ctx.caller.azureId, ctx.body.id);
      return runCampaign(ctx, offer, 'send');
    },
  }),
  defineRoute({
    endpoint: 'POST specialoffer/CreateCampaignPromoToDebug',
    body: OfferBody,
    async handler(ctx) {
      const offer = await offerOf(ctx.services.db, ctx.body.id);
      return runCampaign(ctx, offer, 'test');
    },
  }),
];

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/app';
import { createServices } from '../../api/createServices';
import { HEADER_LINE_BREAK, OFFER_MESSAGES, SpecialOffer, priceIn } from '../../schemas/entities/specialOffer';
import { STALE_VERSION_MESSAGE } from '../../api/history/versions';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { startFakeBrevo, type FakeBrevo } from '../support/fakes/brevo';
import { loginAs, type Caller } from './customerFixtures';
import { rowCounts } from './support/rowCounts';

/** Special offers (spec part 2 §2–§9, issue 14): the manage calls and their rules, access, and the send flow through a local Brevo. */
describe('special offers', () => {
  let brevo: FakeBrevo;
  let api: ApiHarness;
  let manager: Caller;
  let admin: Caller;
  let sales: Caller;
  let managerAzureId: string;

  beforeAll(async () => {
    brevo = await startFakeBrevo();
    api = await startApi({ env: { MARKETING_API_URL: brevo.url, MARKETING_API_KEY: brevo.apiKey } });
    [manager, admin, sales] = await Promise.all(['manager', 'admin', 'sales'].map((who) => loginAs(api, `${who}@demo.test`)));
    managerAzureId = (await api.login('manager@demo.test')).user.azureId;
  });
  afterAll(async () => {
    await api.close();
    await brevo.close();
  });

  const call = (method: string, path: string, body?: unknown, who = manager, headers?: Record<string, string>) => api.call(method, path, { token: who.token, body, headers });
  const draft = (changes: Record<string, unknown> = {}) => ({
    title: 'Tulpen deze week',
    type: 'BESTEL',
    devisie: 'Bloemen',
    subLijst: 'SL12',
    productType: '4',
    listId: 321,
    companyId: 1,
    groupCode: 101,
    templateId: '',
    senderEmail: 'aanbod@company1.example',
    senderName: 'Verkoop',
    emailSubject: 'Tulpen in de aanbieding',
    maxProducts: 3,
    ...changes,
  });
  const add = async (changes: Record<string, unknown> = {}) => {
    const created = await call('POST', 'specialOffer/addSpecialOffer', draft({ templateId: '12', ...changes }));
    expect(created.status).toBe(200);
    return SpecialOffer.parse(created.body);
  };
  const withProducts = async (offer: SpecialOffer, count: number) => {
    await api.db.query(
      `INSERT INTO special_offer_products (special_offer_id, product_number, partij_number, text, amount, price, photo_url, artikel_photo, product_length)
       SELECT $1, artnr, 'P' || artnr, art_txt, 10, 2.5, '', '/img/' || artnr || '_1.jpg', '60' FROM articles ORDER BY artnr LIMIT $2`,
      [offer.id, count],
    );
  };
  const grant = (offer: SpecialOffer, azureId = managerAzureId, canAccess = true) =>
    call('POST', 'specialOffer/handleUserAccessSpecialOffer', { specialOfferId: offer.id, azureId, canAccess });

  describe('reading', () => {
    it('shows a sender the enabled offers they have access to, each product priced in every currency by the server', async () => {
      const answer = await call('GET', 'specialOffer/GetSpecialOffersWithProducts');
      expect(answer.status).toBe(200);
      const offers = answer.body as SpecialOffer[];
      const allowed = await api.db.query<{ id: number }>(
        `SELECT o.id::int AS id FROM special_offers o JOIN special_offer_access a ON a.special_offer_id = o.id JOIN users u ON u.azure_id = a.azure_id
          WHERE u.email = 'manager@demo.test' AND o.enabled ORDER BY o.id`,
      );
      expect(offers.map((o) => o.id).sort((a, b) => a - b)).toEqual(allowed.map((r) => r.id));
      expect(offers.every((o) => o.enabled)).toBe(true);
      const rates = await api.db.query<{ code: string; koers: number }>('SELECT code, koers::float8 AS koers FROM currencies');
      for (const offer of offers) {
        expect(offer.products!.length).toBeLessThanOrEqual(offer.maxProducts);
        for (const product of offer.products!) {
          expect(product.allPrices).toEqual(Object.fromEntries(rates.map((r) => [r.code, priceIn(product.price, r.koers)])));
        }
      }
      expect(priceIn(10, 84.65)).toBe(11.81);
    });

    it('answers the currencies, the markings, the latest provider status and, to admins only, the send log', async () => {
      expect((await call('GET', 'specialoffer/getvalutas')).body).toContainEqual({ code: 'GBP', koers: 84.65 });
      const markings = (await call('GET', 'specialoffer/getpartijmarkeringen')).body;
      expect(markings).toContainEqual({ name: 'Aanbieding', voorraad_id: 4, bestel_id: 4 });
      expect((await call('GET', 'specialoffer/getpartijmarkeringen?Id=11')).body).toEqual([{ name: 'Superdeal', voorraad_id: 5, bestel_id: 11 }]);
      const status = (await call('GET', 'GetLatestStatusUpdate')).body;
      const [latest] = await api.db.query<{ title: string }>('SELECT title FROM provider_status_updates ORDER BY start_date DESC LIMIT 1');
      expect(status).toMatchObject({ title: latest!.title, currentStatus: expect.any(String), startDate: expect.stringMatching(/Z$/) });
      expect((await call('GET', 'specialOffer/GetSpecialOfferLogs')).status).toBe(403);
      const logs = (await call('GET', 'specialOffer/GetSpecialOfferLogs', undefined, admin)).body;
      expect(logs.length).toBeGreaterThan(0);
      expect(logs[0]).toEqual({ id: expect.any(Number), specialOfferName: expect.any(String), userName: expect.any(String), createdCampaign: expect.any(Boolean), sentCampaign: expect.any(Boolean), createDate: expect.any(String) });
    });

    it('refuses users without the offer roles (403)', async () => {
      for (const [method, path] of [['GET', 'specialOffer/getspecialoffers'], ['GET', 'specialOffer/GetSpecialOffersWithProducts'], ['POST', 'specialOffer/CreateCampaignPromo'], ['GET', 'GetLatestStatusUpdate']]) {
        expect((await call(method!, path!, method === 'POST' ? { id: 1 } : undefined, sales)).status).toBe(403);
      }
    });
  });

  describe('saving (spec part 2 §5, enforced by the api)', () => {
    it('adds an offer, answers it with its id and version, and lists it on the manage page', async () => {
      const offer = await add();
      expect(offer).toMatchObject({ title: 'Tulpen deze week', type: 'BESTEL', listId: 321, templateId: '12', enabled: true, version: 1, connectionType: 'SQL' });
      const all = (await call('GET', 'specialOffer/getspecialoffers')).body as SpecialOffer[];
      expect(all.find((o) => o.id === offer.id)).toEqual(offer);
      expect((await call('GET', `specialOffer/getspecialoffer/${offer.id}`)).body).toEqual(offer);
    });

    it('refuses an add missing what §5 asks (400 naming the fields), an unknown group and bad A/B settings, writing nothing', async () => {
      const before = await rowCounts(api.db);
      const missing = await call('POST', 'specialOffer/addSpecialOffer', draft({ templateId: '', devisie: '', maxProducts: 0, listId: 0 }));
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['devisie', 'listId', 'maxProducts', 'templateId']);
      const group = await call('POST', 'specialOffer/addSpecialOffer', draft({ templateId: '12', groupCode: 999 }));
      expect(group.status).toBe(400);
      expect(group.body.errors.groupCode).toBe(OFFER_MESSAGES.groupMissing);
      const ab = await call('POST', 'specialOffer/addSpecialOffer', draft({ templateId: '12', abTesting: true, emailSubjectB: 'B', absplitRule: '20', abwinnerDelay: '169' }));
      expect(ab.status).toBe(400);
      expect(Object.keys(ab.body.errors).sort()).toEqual(['absplitRule', 'abwinnerDelay']);
      const long = await call('POST', 'specialOffer/addSpecialOffer', draft({ templateId: '12', productType: 'x'.repeat(21) }));
      expect(long.status).toBe(400);
      expect(await rowCounts(api.db)).toEqual(before);
    });

    it('edits with the edit rules, refuses a stale version (409, nothing written) and keeps the history of every change', async () => {
      const offer = await add({ title: 'Versioned' });
      const edited = await call('POST', 'specialOffer/editSpecialOffer', { ...offer, templateId: '', emailSubject: 'Nieuw onderwerp', version: 1 });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ emailSubject: 'Nieuw onderwerp', templateId: '', version: 2 });
      const stale = await call('POST', 'specialOffer/editSpecialOffer', { ...offer, emailSubject: 'Van gisteren', version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ message: STALE_VERSION_MESSAGE, current: { emailSubject: 'Nieuw onderwerp', version: 2 }, changedBy: { userName: 'Max Manager' } });
      const noType = await call('POST', 'specialOffer/editSpecialOffer', { ...edited.body, productType: '' });
      expect(noType.status).toBe(400);
      expect(noType.body.errors).toEqual({ productType: 'is required' });

      await grant(offer, managerAzureId, true);
      // The spec's body: the offer itself, as listed (an older version of it is stale).
      const listed = (await call('GET', 'specialOffer/getspecialoffers')).body.find((row: { id: number }) => row.id === offer.id);
      expect((await call('DELETE', 'specialOffer/deleteSpecialOffer', { ...listed, version: 1 })).status).toBe(409);
      expect((await call('DELETE', 'specialOffer/deleteSpecialOffer', listed)).status).toBe(200);
      expect((await call('GET', `specialOffer/getspecialoffer/${offer.id}`)).status).toBe(404);
      const history = (await call('GET', `history/specialoffer/${offer.id}`)).body;
      expect(history.map((e: { action: string }) => e.action)).toEqual(['delete', 'access', 'update', 'create']);
      expect(history[2].changes).toEqual({ emailSubject: { from: 'Tulpen in de aanbieding', to: 'Nieuw onderwerp' }, templateId: { from: '12', to: '' } });
      expect(history[1].changes).toEqual({ 'Max Manager': { from: false, to: true } });
      expect(JSON.stringify(history)).not.toContain('soapPassword');
      expect((await call('GET', `history/specialoffer/${offer.id}`, undefined, sales)).status).toBe(403);
    });

    it('refuses a line break in the subject, the B subject or the sender name (mail headers): 400 naming the field, nothing written', async () => {
      const offer = await add({ title: 'Header injection' });
      const before = await rowCounts(api.db);
      const added = await call('POST', 'specialOffer/addSpecialOffer', draft({ templateId: '12', emailSubject: 'Tulpen\r\nBcc: all@example.test' }));
      expect(added.status).toBe(400);
      expect(added.body.errors).toEqual({ emailSubject: HEADER_LINE_BREAK });
      const edits: [string, Record<string, unknown>][] = [
        ['emailSubject', { emailSubject: 'Tulpen\nBcc: x@example.test' }],
        ['emailSubjectB', { abTesting: true, emailSubjectB: 'B\rX', absplitRule: '20%', abwinnerDelay: '24' }],
        ['senderName', { senderName: 'Verkoop\n' }],
      ];
      for (const [field, changes] of edits) {
        const edited = await call('POST', 'specialOffer/editSpecialOffer', { ...offer, ...changes });
        expect(edited.status).toBe(400);
        expect(edited.body.errors).toEqual({ [field]: HEADER_LINE_BREAK });
      }
      expect(await rowCounts(api.db)).toEqual(before);
      expect((await call('GET', 'specialOffer/getspecialoffers')).body.find((o: SpecialOffer) => o.id === offer.id)).toEqual(offer);
    });

    it("takes and answers the group code as the spec's number (0 the whole company, null none) and refuses it as a string", async () => {
      const offer = await add({ title: 'Numeric group', groupCode: 101 });
      expect(offer.groupCode).toBe(101);
      const none = await call('POST', 'specialOffer/editSpecialOffer', { ...offer, groupCode: null });
      expect(none.status).toBe(200);
      expect(none.body.groupCode).toBeNull();
      const listed = (await call('GET', 'specialOffer/getspecialoffers')).body as SpecialOffer[];
      expect(listed.find((o) => o.id === offer.id)!.groupCode).toBeNull();
      expect(listed.every((o) => o.groupCode === null || typeof o.groupCode === 'number')).toBe(true);
      const text = await call('POST', 'specialOffer/addSpecialOffer', draft({ templateId: '12', groupCode: '101' }));
      expect(text.status).toBe(400);
      expect(Object.keys(text.body.errors)).toEqual(['groupCode']);
      // An add needs a group code: 0 (the whole company) is one, none is not.
      expect((await call('POST', 'specialOffer/addSpecialOffer', draft({ templateId: '12', groupCode: null }))).body.errors).toEqual({ groupCode: 'is required' });
      expect((await add({ title: 'Whole company', groupCode: 0 })).groupCode).toBe(0);
    });

    it('creates once for one Idempotency-Key, even when the same add arrives twice at once', async () => {
      const headers = { 'Idempotency-Key': 'offer-double-click' };
      const body = draft({ title: 'Double click', templateId: '7' });
      const [first, second] = await Promise.all([call('POST', 'specialOffer/addSpecialOffer', body, manager, headers), call('POST', 'specialOffer/addSpecialOffer', body, manager, headers)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body).toEqual(first.body);
      expect(await api.db.query("SELECT id FROM special_offers WHERE title = 'Double click'")).toHaveLength(1);
    });
  });

  describe('user access', () => {
    it('lists the senders with their access, and a toggle decides whether they see and may send the offer', async () => {
      const offer = await add({ title: 'Access test' });
      const users = (await call('POST', 'specialOffer/GetUsersBySpecialOffer', offer)).body;
      const me = users.find((u: { email: string }) => u.email === 'manager@demo.test');
      expect(me).toEqual({ id: managerAzureId, name: 'Max Manager', email: 'manager@demo.test', specialOfferId: 0 });
      expect(users.every((u: { email: string }) => u.email !== 'sales@demo.test')).toBe(true);
      const sendable = async () => ((await call('GET', 'specialOffer/GetSpecialOffersWithProducts')).body as SpecialOffer[]).some((o) => o.id === offer.id);
      expect(await sendable()).toBe(false);
      expect((await call('POST', 'specialOffer/CreateCampaignPromo', offer)).status).toBe(403);
      expect((await grant(offer)).body).toMatchObject({ specialOfferId: offer.id });
      expect(await sendable()).toBe(true);
      expect((await grant(offer, managerAzureId, false)).body).toMatchObject({ specialOfferId: 0 });
      expect(await sendable()).toBe(false);
      expect((await grant(offer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });

  describe('the calls that post the offer (spec part 2 §7)', () => {
    it('answers the products and the users to the offer posted as the manage list answers it', async () => {
      const created = await add({ title: 'Posted whole' });
      await withProducts(created, 2);
      const offer = ((await call('GET', 'specialOffer/getspecialoffers')).body as SpecialOffer[]).find((o) => o.id === created.id)!;
      const products = await call('POST', 'specialOffer/GetProductsBySpecialOffer', offer);
      expect(products.status).toBe(200);
      expect(products.body).toHaveLength(2);
      const users = await call('POST', 'specialOffer/GetUsersBySpecialOffer', offer);
      expect(users.status).toBe(200);
      expect(users.body.find((u: { email: string }) => u.email === 'manager@demo.test')).toMatchObject({ specialOfferId: 0 });
    });
  });

  describe('the send flow through Brevo', () => {
    it('empties and refills the offer list with the customers found, then creates and sends the campaign (200) and logs it', async () => {
      const offer = await add({ title: 'Send me', groupCode: 0 });
      // Without a provider template the campaign carries the rendered product table.
      await api.db.query("UPDATE special_offers SET template_id = '' WHERE id = $1", [offer.id]);
      await withProducts(offer, 5);
      await grant(offer);
      const found = (await call('POST', 'specialoffer/GetEmailsForSpecialOffer', offer)).body as { email: string }[];
      expect(found.length).toBeGreaterThan(0);
      brevo.requests.length = 0;
      const synced = await call('POST', 'specialoffer/RemoveAndAddUsersToSendinblueList', offer);
      expect(synced.status).toBe(200);
      expect(synced.body).toEqual(found);
      expect(brevo.requests[0]).toMatchObject({ path: `/v3/contacts/lists/${offer.listId}/contacts/remove`, body: { all: true }, apiKey: brevo.apiKey });
      // Customers sharing an email are one contact.
      expect([...brevo.lists.get(offer.listId)!].sort()).toEqual([...new Set(found.map((r) => r.email))].sort());

      const sent = await call('POST', 'specialOffer/CreateCampaignPromo', { ...offer, products: [{ allPrices: { EUR: 0.01 } }] });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ status: 200, message: OFFER_MESSAGES.sent });
      const campaign = brevo.campaigns.get(sent.body.campaignId)!;
      expect(campaign.sent).toBe(true);
      expect(campaign.body).toMatchObject({ subject: 'Tulpen in de aanbieding', sender: { email: 'aanbod@company1.example', name: 'Verkoop' }, recipients: { listIds: [321] } });
      // maxProducts 3 of the 5, prices from the database, never from the request.
      expect((campaign.body.htmlContent.match(/<tr>/g) ?? []).length).toBe(3);
      expect(campaign.body.htmlContent).toContain('€ 2.50');
      const [log] = await api.db.query('SELECT user_name, created_campaign, sent_campaign FROM special_offer_logs WHERE special_offer_id = $1', [offer.id]);
      expect(log).toEqual({ user_name: 'Max Manager', created_campaign: true, sent_campaign: true });
    });

    it('sends an A/B test with both subjects, the split and the winner delay, and a template with the products as params', async () => {
      const offer = await add({ title: 'AB', templateId: '33', abTesting: true, emailSubjectB: 'Onderwerp B', absplitRule: '20%', abwinnerDelay: '24' });
      await withProducts(offer, 2);
      await grant(offer);
      const sent = await call('POST', 'specialOffer/CreateCampaignPromo', offer);
      expect(sent.status).toBe(200);
      const { body } = brevo.campaigns.get(sent.body.campaignId)!;
      expect(body).toMatchObject({ abTesting: true, subjectA: 'Tulpen in de aanbieding', subjectB: 'Onderwerp B', splitRule: 20, winnerDelay: 24, templateId: 33 });
      expect(body.params.products).toHaveLength(2);
      expect(body.params.products[0].prices.EUR).toBe(2.5);
    });

    it('answers 201 when the campaign was created but not sent, and the provider refusals as the page shows them', async () => {
      const offer = await add({ title: 'Refused' });
      await grant(offer);
      brevo.refusals.push({ pathEnd: '/sendNow', status: 400, message: 'Campaign not ready' });
      const created = await call('POST', 'specialOffer/CreateCampaignPromo', offer);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: 201, message: OFFER_MESSAGES.created });

      brevo.refusals.push({ pathEnd: '/v3/emailCampaigns', status: 400, message: 'Sender is not valid' });
      expect(await call('POST', 'specialOffer/CreateCampaignPromo', offer)).toMatchObject({ status: 400, body: { message: 'Sender is not valid' } });
      brevo.refusals.push({ pathEnd: '/contacts/remove', status: 404, message: 'List ID does not exist' });
      expect(await call('POST', 'specialoffer/RemoveAndAddUsersToSendinblueList', offer)).toMatchObject({ status: 404, body: { message: 'List ID does not exist' } });
      brevo.mode = 'failing';
      try {
        expect(await call('POST', 'specialOffer/CreateCampaignPromo', offer)).toMatchObject({ status: 502, body: { message: OFFER_MESSAGES.failed } });
      } finally {
        brevo.mode = 'accepting';
      }
      const logs = await api.db.query('SELECT created_campaign, sent_campaign FROM special_offer_logs WHERE special_offer_id = $1 ORDER BY id', [offer.id]);
      expect(logs).toEqual([
        { created_campaign: true, sent_campaign: false },
        { created_campaign: false, sent_campaign: false },
        { created_campaign: false, sent_campaign: false },
      ]);
    });

    it('refuses to send without a sender email or subject (400), and the debug campaign goes only to the editor (201)', async () => {
      const offer = await add({ title: 'No sender' });
      await grant(offer);
      await api.db.query("UPDATE special_offers SET sender_email = '' WHERE id = $1", [offer.id]);
      expect(await call('POST', 'specialOffer/CreateCampaignPromo', offer)).toMatchObject({ status: 400, body: { message: OFFER_MESSAGES.missingSender } });
      await api.db.query("UPDATE special_offers SET sender_email = 'x@company1.example' WHERE id = $1", [offer.id]);
      const debug = await call('POST', 'specialoffer/CreateCampaignPromoToDebug', offer);
      expect(debug.status).toBe(201);
      const campaign = brevo.campaigns.get(debug.body.campaignId)!;
      expect(campaign).toMatchObject({ sent: false, testedTo: ['manager@demo.test'] });
    });
  });

  describe('secrets (issue 36 E)', () => {
    it('answers the SOAP password to editors only: not to a sender, nor into the history, the send log, the provider or the logs', async () => {
      const secret = 'S3cret-soap-wachtwoord';
      const logged = ['log', 'info', 'warn', 'error'].map((level) => vi.spyOn(console, level as 'log'));
      try {
        await api.db.query(
          `INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r
            WHERE u.email = 'wholesale@demo.test' AND r.name = 'iCRMSpecialOfferSend' ON CONFLICT DO NOTHING`,
        );
        const sender = await loginAs(api, 'wholesale@demo.test');
        const senderAzureId = (await api.login('wholesale@demo.test')).user.azureId;
        const offer = await add({ title: 'SOAP secret', connectionType: 'SOAP', soapDebnr: '123456', soapPassword: secret, productType: 'Angebot' });
        expect(offer.soapPassword).toBe(secret);
        await withProducts(offer, 1);
        await grant(offer, senderAzureId);
        await grant(offer);

        const sent = await call('GET', 'specialOffer/GetSpecialOffersWithProducts', undefined, sender);
        expect(sent.status).toBe(200);
        const seen = sent.body.find((o: SpecialOffer) => o.id === offer.id);
        expect(seen).toMatchObject({ title: 'SOAP secret', soapDebnr: '123456' });
        expect(seen).not.toHaveProperty('soapPassword');
        expect(JSON.stringify(sent.body)).not.toContain(secret);
        // The sender sends it all the same; an editor sees the password where offers are edited.
        expect((await call('POST', 'specialoffer/RemoveAndAddUsersToSendinblueList', seen, sender)).status).toBe(200);
        expect((await call('POST', 'specialOffer/CreateCampaignPromo', seen, sender)).status).toBe(200);
        for (const path of ['specialOffer/getspecialoffers', `specialOffer/getspecialoffer/${offer.id}`, `history/specialoffer/${offer.id}`]) {
          expect((await call('GET', path, undefined, sender)).status).toBe(403);
        }
        const mine = (await call('GET', 'specialOffer/GetSpecialOffersWithProducts')).body.find((o: SpecialOffer) => o.id === offer.id);
        expect(mine.soapPassword).toBe(secret);

        const edited = await call('POST', 'specialOffer/editSpecialOffer', { ...offer, soapPassword: 'Nieuw-geheim', version: 1 });
        expect(edited.status).toBe(200);
        await call('DELETE', 'specialOffer/deleteSpecialOffer', { id: offer.id });
        const kept = JSON.stringify([
          (await call('GET', `history/specialoffer/${offer.id}`)).body,
          (await call('GET', 'specialOffer/GetSpecialOfferLogs', undefined, admin)).body,
          await api.db.query('SELECT payload FROM marketing_requests'),
          brevo.requests,
        ]);
        expect(kept).toContain('SOAP secret');
        expect(kept).not.toContain(secret);
        expect(kept).not.toContain('Nieuw-geheim');
        const printed = logged.flatMap((spy) => spy.mock.calls).map((args) => args.map(String).join(' ')).join('\n');
        expect(printed).not.toContain(secret);
      } finally {
        for (const spy of logged) spy.mockRestore();
      }
    });
  });

  describe('one send of an offer at a time (issue 36 F)', () => {
    const send = (offer: SpecialOffer, headers?: Record<string, string>) => call('POST', 'specialOffer/CreateCampaignPromo', offer, manager, headers);
    const campaignsOf = (title: string) => [...brevo.campaigns.values()].filter((c) => c.body.name.startsWith(`${title} `));

    it('makes one campaign of three sends at once without a key: the other two get 409 with a clear message', async () => {
      const offer = await add({ title: 'Triple click' });
      await withProducts(offer, 1);
      await grant(offer);
      brevo.delayMs = 100;
      try {
        const answers = await Promise.all([send(offer), send(offer), send(offer)]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
        expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: OFFER_MESSAGES.alreadySending });
        expect(campaignsOf('Triple click')).toHaveLength(1);
      } finally {
        brevo.delayMs = 0;
      }
      // Once a send has finished, the offer may be sent again.
      expect((await send(offer)).status).toBe(200);
      expect(campaignsOf('Triple click')).toHaveLength(2);
    });

    it("answers the same key's repeats with the one campaign, and refuses a send on another api instance over the same database", async () => {
      const offer = await add({ title: 'Two instances' });
      await grant(offer);
      const other: Server = createServer(createApi(createServices(api.db, api.clock, api.services.config)));
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/api/specialOffer/CreateCampaignPromo`;
      brevo.delayMs = 100;
      try {
        const key = { 'Idempotency-Key': 'send-two-instances' };
        const [first, repeat] = await Promise.all([send(offer, key), send(offer, key)]);
        expect([first.status, repeat.status]).toEqual([200, 200]);
        expect(repeat.body).toEqual(first.body);
        expect(campaignsOf('Two instances')).toHaveLength(1);

        const [here, there] = await Promise.all([
          send(offer),
          fetch(otherUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${manager.token}` }, body: JSON.stringify(offer) }),
        ]);
        expect([here.status, there.status].sort()).toEqual([200, 409]);
        expect(campaignsOf('Two instances')).toHaveLength(2);
      } finally {
        brevo.delayMs = 0;
        await new Promise<void>((resolve) => other.close(() => resolve()));
      }
    });

    it('refuses the send and the list sync while another holds the offer, and takes over from an instance that died once its lease expired', async () => {
      const offer = await add({ title: 'Crashed sender' });
      await grant(offer);
      const lease = (expires: Date) =>
        api.db.query(
          `INSERT INTO special_offer_sends (special_offer_id, token, azure_id, expires_at) VALUES ($1, '6f1c2b9e-0000-4000-8000-000000000001', $2, $3)
           ON CONFLICT (special_offer_id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
          [offer.id, managerAzureId, expires],
        );
      await lease(new Date(api.clock.now().getTime() + 60_000));
      expect(await send(offer)).toMatchObject({ status: 409, body: { message: OFFER_MESSAGES.alreadySending } });
      // Its list is not emptied under a running campaign either.
      expect((await call('POST', 'specialoffer/RemoveAndAddUsersToSendinblueList', offer)).status).toBe(409);
      await lease(new Date(api.clock.now().getTime() - 1));
      expect((await send(offer)).status).toBe(200);
      expect(await api.db.query('SELECT 1 FROM special_offer_sends WHERE special_offer_id = $1', [offer.id])).toEqual([]);
    });
  });
});

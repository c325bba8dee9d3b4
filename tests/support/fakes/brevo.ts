import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BrevoRequest {
  path: string;
  apiKey: string | undefined;
  body: any;
}

/** A scripted refusal: the next request whose path ends with `pathEnd` answers this status and message. */
export interface BrevoRefusal {
  pathEnd: string;
  status: number;
  message: string;
}

export interface FakeBrevo {
  /** Base URL, for MARKETING_API_URL. */
  url: string;
  /** The key it accepts; change it to see how the api takes a refused key. */
  apiKey: string;
  /** 'failing' answers 500 to every request. */
  mode: 'accepting' | 'failing';
  /** A slow provider: each answer leaves this many ms after the request was handled (0: at once). */
  delayMs: number;
  /** Refusals to answer, each once, in order. */
  refusals: BrevoRefusal[];
  /** Every request it took (a refused key or shape included). */
  requests: BrevoRequest[];
  /** The contact imports among them. */
  readonly imports: BrevoRequest[];
  /** The contacts of each list, as the list calls left them. */
  lists: Map<number, Set<string>>;
  /** Campaigns created, by id, and whether each was sent (sendNow) or tested (sendTest, with its addresses). */
  campaigns: Map<number, { body: any; sent: boolean; testedTo: string[] }>;
  close(): Promise<void>;
}

const EMAILS_PER_CALL = 150;
const isEmail = (e: unknown) => typeof e === 'string' && /^[^@\s]+@[^@\s]+$/.test(e);

/**
 * A local stand-in for the parts of Brevo's v3 REST API the app uses, answering as Brevo does:
 * POST /v3/contacts/import (202 { processId }), /v3/contacts/lists/{id}/contacts/remove ({ all: true }
 * or { emails }, at most 150) and /add ({ emails }, at most 150; 201 { contacts: { success, failure } }),
 * /v3/emailCampaigns (201 { id }; name, subject, sender, recipients.listIds, and templateId or
 * htmlContent required; A/B fields checked), /v3/emailCampaigns/{id}/sendNow and /sendTest (204).
 * Wrong key: 401; wrong shape: 400 { code, message }; unknown campaign: 404; other paths: 404.
 */
export async function startFakeBrevo(): Promise<FakeBrevo> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body?: unknown) => {
        const write = () => {
          res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
          res.end(body === undefined ? undefined : JSON.stringify(body));
        };
        if (fake.delayMs > 0) setTimeout(write, fake.delayMs);
        else write();
      };
      const invalid = (message: string) => answer(400, { code: 'invalid_parameter', message });
      const path = req.url ?? '';
      let body: any;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      } catch {
        return invalid('invalid JSON');
      }
      if (req.method !== 'POST') return answer(404, { code: 'not_found', message: 'Not found' });
      fake.requests.push({ path, apiKey: req.headers['api-key'] as string | undefined, body });
      if (req.headers['api-key'] !== fake.apiKey) return answer(401, { code: 'unauthorized', message: 'Key not found' });
      if (fake.mode === 'failing') return answer(500, { code: 'internal_error' });
      const refusal = fake.refusals.findIndex((r) => path.endsWith(r.pathEnd));
      if (refusal >= 0) {
        const [r] = fake.refusals.splice(refusal, 1);
        return answer(r!.status, { code: r!.status === 404 ? 'document_not_found' : 'invalid_parameter', message: r!.message });
      }
      if (path === '/v3/contacts/import') {
        if (!isContactsImport(body)) return invalid('jsonBody is invalid');
        return answer(202, { processId: fake.requests.length });
      }
      const list = /^\/v3\/contacts\/lists\/(\d+)\/contacts\/(add|remove)$/.exec(path);
      if (list) {
        const id = Number(list[1]);
        const contacts = fake.lists.get(id) ?? new Set<string>();
        fake.lists.set(id, contacts);
        if (list[2] === 'remove' && body?.all === true) {
          contacts.clear();
          return answer(201, { contacts: { processId: fake.requests.length } });
        }
        const emails: unknown = body?.emails;
        if (!Array.isArray(emails) || emails.length === 0) return invalid('emails is missing');
        if (emails.length > EMAILS_PER_CALL) return invalid(`at most ${EMAILS_PER_CALL} emails per request`);
        const success = emails.filter(isEmail) as string[];
        for (const email of success) (list[2] === 'add' ? contacts.add(email) : contacts.delete(email));
        return answer(201, { contacts: { success, failure: emails.filter((e) => !isEmail(e)) } });
      }
      if (path === '/v3/emailCampaigns') {
        const problem = campaignProblem(body);
        if (problem) return invalid(problem);
        const id = fake.campaigns.size + 1;
        fake.campaigns.set(id, { body, sent: false, testedTo: [] });
        return answer(201, { id });
      }
      const send = /^\/v3\/emailCampaigns\/(\d+)\/(sendNow|sendTest)$/.exec(path);
      const campaign = send && fake.campaigns.get(Number(send[1]));
      if (send && !campaign) return answer(404, { code: 'document_not_found', message: 'Campaign ID does not exist' });
      if (campaign && send![2] === 'sendNow') {
        campaign.sent = true;
        return answer(204);
      }
      if (campaign) {
        if (!Array.isArray(body?.emailTo) || !body.emailTo.every(isEmail)) return invalid('emailTo is invalid');
        campaign.testedTo.push(...body.emailTo);
        return answer(204);
      }
      answer(404, { code: 'not_found', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeBrevo = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: 'xkeysib-fake-test-key',
    mode: 'accepting',
    delayMs: 0,
    refusals: [],
    requests: [],
    get imports() {
      return fake.requests.filter((r) => r.path === '/v3/contacts/import');
    },
    lists: new Map(),
    campaigns: new Map(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

function isContactsImport(body: unknown): boolean {
  const rows = (body as { jsonBody?: unknown })?.jsonBody;
  return (
    Array.isArray(rows) &&
    rows.every(
      (row) =>
        isEmail(row?.email) &&
        typeof row.attributes === 'object' &&
        row.attributes !== null &&
        Object.values(row.attributes).every((v) => typeof v === 'string'),
    )
  );
}

/** What Brevo's createEmailCampaign refuses, or undefined. */
function campaignProblem(body: any): string | undefined {
  if (typeof body?.name !== 'string' || body.name === '') return 'name is missing';
  if (!isEmail(body.sender?.email)) return 'sender is invalid';
  if (!Array.isArray(body.recipients?.listIds) || !body.recipients.listIds.every(Number.isInteger)) return 'recipients.listIds is invalid';
  if (body.templateId === undefined && typeof body.htmlContent !== 'string') return 'htmlContent or templateId is required';
  if (body.abTesting) {
    if (typeof body.subjectA !== 'string' || typeof body.subjectB !== 'string') return 'subjectA and subjectB are required for an A/B test';
    if (!Number.isInteger(body.splitRule) || body.splitRule < 1 || body.splitRule > 50) return 'splitRule must be 1 to 50';
    if (!Number.isInteger(body.winnerDelay) || body.winnerDelay < 1 || body.winnerDelay > 168) return 'winnerDelay must be 1 to 168';
  } else if (typeof body.subject !== 'string' || body.subject === '') return 'subject is missing';
  return undefined;
}

import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_GETS, WRITING_GETS } from '../../api/contract/readOnlyGets';
import { tenantOfCall } from '../../api/contract/tenantCalls';
import { COMPANIES } from '../../schemas/companies';
import { EXTENSION_ENDPOINTS } from '../../schemas/extensions';
import { checkUpstream, type CheckOptions } from '../../scripts/lib/upstreamCheck';
import { DEMO_PASSWORD, startApi, TEST_NOW, type ApiHarness } from '../support/apiHarness';

/** `npm run check-upstream` as a function: its exit code and the lines it printed. */
async function check(url: string, options: Partial<CheckOptions> = {}) {
  const lines: string[] = [];
  const code = await checkUpstream({ url, email: 'admin@demo.test', password: DEMO_PASSWORD, today: TEST_NOW, ...options }, (line) => lines.push(line));
  return { code, lines };
}

/** What the check printed for one endpoint (the line starts with it, padded). */
const verdictOf = (lines: string[], endpoint: string) => {
  const line = lines.find((l) => l.startsWith(`${endpoint} `));
  return line?.slice(endpoint.length).trim();
};

/** What a check as admin (company 1) prints for each GET of the contract, against the api or its legacy profile. */
function expectedVerdict(endpoint: (typeof CONTRACT_GETS)[number], profile: 'full' | 'legacy') {
  const writes = WRITING_GETS[endpoint];
  if (writes) return `skipped: never called: it ${writes}`;
  const tenant = tenantOfCall(endpoint);
  if (tenant) return `skipped: only for groups of company ${tenant} (${COMPANIES[tenant as keyof typeof COMPANIES]}); the current group is of company 1 (VDP)`;
  // The seed has no prelevement run yet (and the legacy has no run history at all).
  if (endpoint === 'GET prelevement/runs/{id}/file') return 'skipped: no run in the answers of GET prelevement/runs';
  return profile === 'legacy' && EXTENSION_ENDPOINTS.has(endpoint) ? 'not offered (404)' : 'ok';
}

describe('check-upstream against the reference api', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ customers: 20 });
  });
  afterAll(() => api.close());

  it("finds an admin's every read-only GET ok, parameters filled from the list calls, and exits 0", async () => {
    const { code, lines } = await check(api.url);
    expect(lines.filter((l) => /mismatch:|\s\d{3}(:|$)|no answer/.test(l))).toEqual([]);
    expect(code).toBe(0);
    expect(verdictOf(lines, 'POST auth/login')).toBe('ok');
    for (const endpoint of CONTRACT_GETS) {
      expect({ endpoint, verdict: verdictOf(lines, endpoint) }).toEqual({ endpoint, verdict: expectedVerdict(endpoint, 'full') });
    }
    expect(lines.at(-1)).toBe('Every answer received matches the contract.');
  });

  it("checks tenant 4's own calls for a group of Heembloemex Deco", async () => {
    const deco = await check(api.url, { email: 'deco@demo.test' });
    expect(deco.lines.filter((l) => /mismatch:|\s\d{3}(:|$)|no answer/.test(l))).toEqual([]);
    expect(deco.code).toBe(0);
    expect(verdictOf(deco.lines, 'GET hbxdeco/GetOverview')).toBe('ok');
    expect(verdictOf(deco.lines, 'GET hbxdeco/GetTurnoverByCustomer/{debnr}')).toBe('ok');
  });

  it('skips what the roles do not allow, and a failed sign-in exits 1', async () => {
    const finance = await check(api.url, { email: 'finance@demo.test' });
    expect(finance.code).toBe(0);
    expect(verdictOf(finance.lines, 'GET customer/getcustomer/{debnr}')).toBe('ok');
    expect(verdictOf(finance.lines, 'GET callList/GetBlock1')).toBe('skipped: needs one of the roles iCRMBasis');

    const refused = await check(api.url, { email: 'sales@demo.test', password: 'not-the-password' });
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual([expect.stringMatching(/^Sign-in failed: POST auth\/login answered 401: Wrong credentials/)]);

    const nowhere = await check('backoffice.example');
    expect(nowhere).toEqual({ code: 1, lines: ['Sign-in failed: backoffice.example is no http(s) address'] });
  });

  it('works as the command: npm run check-upstream', async () => {
    const child = spawn('npm', ['run', '--silent', 'check-upstream', '--', '--url', api.url, '--email', 'finance@demo.test', '--password', DEMO_PASSWORD], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(out).toContain('Signed in to');
    expect(out).toMatch(/GET customer\/getcustomer\/\{debnr\}\s+ok/);
    expect(out).toContain('Every answer received matches the contract.');
    expect(code).toBe(0);
  });
});

describe('check-upstream against the legacy profile', () => {
  let legacy: ApiHarness;
  beforeAll(async () => {
    legacy = await startApi({ customers: 20, env: { API_PROFILE: 'legacy' } });
  });
  afterAll(() => legacy.close());

  it('finds the spec calls ok and the extensions not offered, and exits 0', async () => {
    const { code, lines } = await check(legacy.url);
    expect(code).toBe(0);
    expect(lines.filter((l) => /mismatch:/.test(l))).toEqual([]);
    for (const endpoint of CONTRACT_GETS) {
      expect({ endpoint, verdict: verdictOf(lines, endpoint) }).toEqual({ endpoint, verdict: expectedVerdict(endpoint, 'legacy') });
    }
  });
});

describe('check-upstream against a back office that drifted from the contract', () => {
  let server: Server;
  let url: string;
  const received: { method: string; path: string; azureId?: string; groupCode?: string; bearer: boolean }[] = [];
  const azureId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
  // Signed with a key the checker does not know: it reads the claims, the back office verifies them.
  const token = jwt.sign({ roles: ['iCRMBasis'], azureId, groupCode: 'G7', preferred_username: 'a@b.test', userName: 'a' }, 'any-secret-of-the-stand-in');
  const user = {
    id: 1, azureId, name: 'A', userName: 'a', email: 'a@b.test', preferred_username: 'a@b.test', tosAgreement: true, language: 'en',
    companyId: 1, companyName: 'Dexx', groupCode: 'G7', groupName: 'Group 7', roles: ['iCRMBasis'],
  };
  const ANSWERS: Record<string, unknown> = {
    'POST /api/auth/login': { accessToken: token, refreshToken: 'r', user },
    'GET /api/customer/getallcustomerstosearch': [{ debnr: '100001', name: 'Bloemen BV' }],
    // A number where the contract has a string.
    'GET /api/admin/getcompanies': [{ id: 1, name: 'Dexx' }, { id: '2', name: 'Heembloemex' }],
    // latestInvoice left out.
    'GET /api/admin/getlatestimport': { importFinished: '2026-06-16T22:00:00Z' },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0]!;
      received.push({ method: req.method!, path, azureId: req.headers.azure_id as string, groupCode: req.headers.groupcode as string, bearer: req.headers.authorization === `Bearer ${token}` });
      const answer = ANSWERS[`${req.method} ${path}`];
      res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? { message: 'Unknown endpoint' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reports each mismatch with its path, and exits 1', async () => {
    const { code, lines } = await check(url, { email: 'a@b.test', password: 'x' });
    expect(code).toBe(1);
    expect(verdictOf(lines, 'GET admin/getcompanies')).toBe('mismatch: $[1].id: Invalid input: expected number, received string');
    expect(verdictOf(lines, 'GET admin/getlatestimport')).toBe('mismatch: $.latestInvoice: Invalid input: expected string, received undefined');
    expect(verdictOf(lines, 'GET customer/getallcustomerstosearch')).toBe('ok');
    // The customer the list named fills the customer calls; a spec call the stand-in lacks shows its status.
    expect(verdictOf(lines, 'GET customer/getcustomer/{debnr}')).toBe('404: Unknown endpoint');
    expect(received).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/customer/getcustomer/100001' }));
    expect(verdictOf(lines, 'GET hbxdeco/GetTopPerExchangeRateGroup')).toBe('not offered (404)');
    expect(lines.slice(-2)).toEqual([expect.stringContaining('2 mismatches'), '2 answers do not match the contract.']);
  });

  it('only reads: GET besides the login, with the headers the app sends', () => {
    expect(received.filter((r) => r.method !== 'GET')).toEqual([{ method: 'POST', path: '/api/auth/login', bearer: false }]);
    const gets = received.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(20);
    expect(gets.every((r) => r.bearer && r.azureId === azureId && r.groupCode === 'G7')).toBe(true);
  });
});

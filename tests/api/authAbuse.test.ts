import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOGIN_LOCK_MINUTES } from '../../schemas/constants';
import { DEMO_PASSWORD, startApi, type ApiHarness } from '../support/apiHarness';

/** Login floods and reset-mail floods, with the flood limit lowered to 5 failures per 5 minutes. */
const LIMIT = 5;
const WINDOW_MS = 5 * 60_000;

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ customers: 20, env: { LOGIN_FAILURE_LIMIT: String(LIMIT) } });
});
afterAll(() => api.close());

/** A login from a client address, as the trusted proxy in front reports it; the body's ip is the client's own claim. */
const loginFrom = (address: string, email: string, password: string) =>
  api.call('POST', 'auth/login', { body: { email, password, ip: '198.51.100.7' }, headers: { 'x-forwarded-for': address } });

describe('failed logins per client address', () => {
  test(`after ${LIMIT} failures in 5 minutes the address gets 429 with Retry-After until the window passes; others are not affected`, async () => {
    const flooder = '203.0.113.10';
    for (let i = 0; i < LIMIT; i++) expect((await loginFrom(flooder, `nobody${i}@demo.test`, 'guess-1234')).status).toBe(401);
    api.clock.advance(60_000);

    const refused = await loginFrom(flooder, 'sales@demo.test', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(refused.headers.get('retry-after')).toBe(String((WINDOW_MS - 60_000) / 1000));
    expect((await loginFrom('203.0.113.11', 'sales@demo.test', DEMO_PASSWORD)).status).toBe(200);

    api.clock.advance(WINDOW_MS - 60_000);
    expect((await loginFrom(flooder, 'sales@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });

  test('successful logins do not count', async () => {
    const office = '203.0.113.20';
    for (let i = 0; i < LIMIT * 2; i++) expect((await loginFrom(office, 'manager@demo.test', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await loginFrom(office, 'ghost@demo.test', `guess-${i}`)).status).not.toBe(429);
    expect((await loginFrom(office, 'ghost@demo.test', 'one-more')).status).toBe(429);
    api.clock.advance(WINDOW_MS);
  });

  test('a locked account counts too, and a refused attempt writes nothing', async () => {
    const address = '203.0.113.30';
    for (let i = 0; i < LIMIT; i++) await loginFrom(address, 'finance@demo.test', `wrong-${i}`);
    const [{ n: before }] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_history');
    expect((await loginFrom(address, 'finance@demo.test', 'wrong-again')).status).toBe(429);
    const [{ n: after }] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_history');
    expect(after).toBe(before);
    api.clock.advance(WINDOW_MS);
  });
});

describe('no account enumeration', () => {
  test('an unknown email and a known one give the same statuses and bodies, and an unknown one locks like a real account', async () => {
    const sequence = async (email: string, address: string) => {
      const answers = [];
      for (const password of ['wrong-1', 'wrong-2', 'wrong-3', DEMO_PASSWORD]) {
        const { status, body } = await loginFrom(address, email, password);
        answers.push({ status, body });
      }
      return answers;
    };
    const known = await sequence('wholesale@demo.test', '203.0.113.40');
    expect(known.map((a) => a.status)).toEqual([401, 401, 423, 423]);
    expect(await sequence('no-such-user@demo.test', '203.0.113.41')).toEqual(known);
    api.clock.advance(WINDOW_MS);
  });
});

describe('password reset mails', () => {
  test('at most 3 per email per 15 minutes; further requests answer the same 200 and send nothing', async () => {
    const mails = async () => (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox_mails WHERE recipient = 'deco@demo.test'"))[0]?.n;
    const ask = () => api.call('POST', 'auth/resetPassword', { body: { email: 'deco@demo.test' } });
    const first = await ask();
    expect(first.status).toBe(200);
    for (let i = 0; i < 4; i++) expect(await ask()).toMatchObject({ status: 200, body: first.body });
    expect(await mails()).toBe(3);
    api.clock.advance(15 * 60_000);
    await ask();
    expect(await mails()).toBe(4);
  });
});

describe("the profile's current password (issue 36 J)", () => {
  const LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;
  /** The profile's password change, from a client address as the trusted proxy reports it. */
  const changeFrom = (address: string, token: string, currentPassword: string) =>
    api.call('POST', 'customer/updateUserPassword', { token, body: { currentPassword, password: 'taken-over-1' }, headers: { 'x-forwarded-for': address } });

  test('a wrong guess counts like a wrong login: the third locks the account, and while locked the right one is refused, at login too', async () => {
    const { accessToken } = await api.login('admin@demo.test');
    const answers = [];
    for (const guess of ['guess-1', 'guess-2', 'guess-3']) answers.push(await changeFrom('203.0.113.50', accessToken, guess));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 423]);
    expect(answers[0]!.body.errors).toHaveProperty('currentPassword');
    expect(answers[2]!.body).toMatchObject({ loginAttempts: 3, maxAttempts: 3, lockedUntil: new Date(api.clock.now().getTime() + LOCK_MS).toISOString() });

    expect((await changeFrom('203.0.113.51', accessToken, DEMO_PASSWORD)).status).toBe(423);
    expect((await loginFrom('203.0.113.52', 'admin@demo.test', DEMO_PASSWORD)).status).toBe(423);
    api.clock.advance(LOCK_MS);
    // The lock has passed: the password is still the old one, and the right current password changes it.
    expect((await loginFrom('203.0.113.52', 'admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await changeFrom('203.0.113.53', accessToken, DEMO_PASSWORD)).body).toEqual({ success: true });
    api.clock.advance(WINDOW_MS);
  });

  test('12 wrong guesses then the right one from one address: never 200; past the flood limit 429 with Retry-After, shared with logins', async () => {
    const { accessToken } = await api.login('noroles@demo.test');
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await changeFrom('203.0.113.60', accessToken, `guess-${i}`)).status);
    expect(statuses).toEqual([400, 400, 423, 423, 423, ...Array(7).fill(429)]);
    const right = await changeFrom('203.0.113.60', accessToken, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await loginFrom('203.0.113.60', 'sales@demo.test', DEMO_PASSWORD)).status).toBe(429);
    api.clock.advance(Math.max(LOCK_MS, WINDOW_MS));
    expect((await api.login('noroles@demo.test')).user.email).toBe('noroles@demo.test');
  });
});

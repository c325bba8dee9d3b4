import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApi, type ApiHarness } from '../support/apiHarness';
import { startFakeSmtp, type FakeSmtp } from '../support/fakes/smtp';
import { rowCounts } from './support/rowCounts';

const RESET_OK = 'Password reset successful! Please check your email to set up a new password';
const PUBLIC_URL = 'https://crm.example.test';

const tokenOf = (text: string) => {
  const match = new RegExp(`${PUBLIC_URL}/update-password/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
};

describe('password reset through SMTP', () => {
  let api: ApiHarness;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    api = await startApi({ env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'crm@flora.test' } });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  test('the mailed link sets a new password once; the answer signs the user in and the old password stops working', async () => {
    const sales = await api.login('sales@demo.test');
    const asked = await api.call('POST', 'auth/resetPassword', { body: { email: 'sales@demo.test' } });
    expect(asked).toMatchObject({ status: 200, body: { message: RESET_OK } });

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['sales@demo.test']);
    expect(mail.from).toBe('crm@flora.test');
    const token = tokenOf(mail.text);

    const updated = await api.call('POST', 'auth/updatePassword', { body: { resetPasswordToken: token, password: 'fresh-pass-1' } });
    expect(updated.status).toBe(200);
    expect(updated.body.user).toMatchObject({ email: 'sales@demo.test' });
    expect((await api.call('GET', 'auth/getRoles', { token: updated.body.accessToken })).status).toBe(200);

    expect((await api.call('POST', 'auth/login', { body: { email: 'sales@demo.test', password: 'demo1234' } })).status).toBe(401);
    expect((await api.login('sales@demo.test', 'fresh-pass-1')).user.email).toBe('sales@demo.test');
    // The sessions from before the change are over; the token is spent.
    expect((await api.call('POST', 'auth/refreshtoken', { body: { refreshToken: sales.refreshToken } })).status).toBe(401);
    const again = await api.call('POST', 'auth/updatePassword', { body: { resetPasswordToken: token, password: 'another-pass' } });
    expect(again).toMatchObject({ status: 400, body: { message: 'wrong credentials' } });
  });

  test('setting a new password unlocks a locked account', async () => {
    for (const attempt of ['w1', 'w2', 'w3']) await api.call('POST', 'auth/login', { body: { email: 'deco@demo.test', password: attempt } });
    expect((await api.call('POST', 'auth/login', { body: { email: 'deco@demo.test', password: 'demo1234' } })).status).toBe(423);
    await api.call('POST', 'auth/resetPassword', { body: { email: 'deco@demo.test' } });
    const token = tokenOf((await smtp.nextMail()).text);
    expect((await api.call('POST', 'auth/updatePassword', { body: { resetPasswordToken: token, password: 'unlocked-1' } })).status).toBe(200);
    expect((await api.login('deco@demo.test', 'unlocked-1')).user.email).toBe('deco@demo.test');
  });

  test('a link expires after RESET_TOKEN_TTL (an hour)', async () => {
    await api.call('POST', 'auth/resetPassword', { body: { email: 'finance@demo.test' } });
    const token = tokenOf((await smtp.nextMail()).text);
    api.clock.advance(3600_000);
    expect((await api.call('POST', 'auth/updatePassword', { body: { resetPasswordToken: token, password: 'too-late-1' } })).status).toBe(400);
    expect((await api.login('finance@demo.test')).user.email).toBe('finance@demo.test');
  });

  test('an unknown email gets the same answer and no mail', async () => {
    const sent = smtp.mails.length;
    const asked = await api.call('POST', 'auth/resetPassword', { body: { email: 'stranger@demo.test' } });
    expect(asked).toMatchObject({ status: 200, body: { message: RESET_OK } });
    expect(smtp.mails.length).toBe(sent);
  });

  test('a password too short is refused and leaves the token usable', async () => {
    await api.call('POST', 'auth/resetPassword', { body: { email: 'manager@demo.test' } });
    const token = tokenOf((await smtp.nextMail()).text);
    const before = await rowCounts(api.db);
    const short = await api.call('POST', 'auth/updatePassword', { body: { resetPasswordToken: token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('password');
    expect(await rowCounts(api.db)).toEqual(before);
    expect((await api.call('POST', 'auth/updatePassword', { body: { resetPasswordToken: token, password: 'long-enough' } })).status).toBe(200);
  });

  test.each([
    ['an invalid email', 'auth/resetPassword', { email: 'not-an-email' }],
    ['no email', 'auth/resetPassword', {}],
    ['a number as token', 'auth/updatePassword', { resetPasswordToken: 5, password: 'long-enough' }],
    ['a password over 50 characters', 'auth/updatePassword', { resetPasswordToken: 'abc', password: 'p'.repeat(51) }],
  ])('%s: 400 and nothing written', async (_case, path, body) => {
    const before = await rowCounts(api.db);
    expect((await api.call('POST', path, { body })).status).toBe(400);
    expect(await rowCounts(api.db)).toEqual(before);
  });

  test('a made-up token answers wrong credentials', async () => {
    const answer = await api.call('POST', 'auth/updatePassword', { body: { resetPasswordToken: 'made-up-token', password: 'long-enough' } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'wrong credentials' } });
  });
});

describe('password reset without SMTP', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ env: { PUBLIC_URL } });
  });
  afterAll(() => api.close());

  test('the mail waits in the outbox, in the user’s language, and its link works', async () => {
    const admin = await api.login('admin@demo.test');
    const newbie = await api.login('newbie@demo.test');
    await api.call('GET', `auth/UpdateUserLanguage/${newbie.user.azureId}?language=nl`, { token: admin.accessToken });
    expect((await api.call('POST', 'auth/resetPassword', { body: { email: 'newbie@demo.test' } })).status).toBe(200);
    const [mail] = await api.db.query<{ recipient: string; subject: string; body: string; sent_at: Date | null }>(
      'SELECT recipient, subject, body, sent_at FROM outbox_mails',
    );
    expect(mail).toMatchObject({ recipient: 'newbie@demo.test', subject: 'Stel een nieuw wachtwoord in', sent_at: null });
    const token = tokenOf(mail?.body ?? '');
    expect((await api.call('POST', 'auth/updatePassword', { body: { resetPasswordToken: token, password: 'from-outbox' } })).status).toBe(200);
  });
});

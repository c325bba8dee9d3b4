import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVatChecker } from '../../api/adapters/vies';
import { startFakeVies, type FakeVies } from '../support/fakes/vies';

/** The VIES adapter against a local server speaking checkVatService's SOAP. */
describe('VAT check (offline, then VIES)', () => {
  let vies: FakeVies;
  beforeAll(async () => {
    vies = await startFakeVies();
    vies.records.set('NL004495445B01', { valid: true, name: 'KPN B.V.', address: 'WILHELMINAKADE 00123\n3072AP ROTTERDAM' });
    vies.records.set('BE0776091951', { valid: false });
    vies.records.set('FR40303265045', { fault: 'MS_UNAVAILABLE' });
    vies.records.set('DE129273398', 'hang');
  });
  afterAll(() => vies.close());

  it('answers VIES’s verdict with the registered name and address on one line', async () => {
    const checker = createVatChecker({ url: vies.url });
    expect(await checker.check('nl 0044.95445-b01')).toEqual({ valid: true, debnaam: 'KPN B.V.', debAddress: 'WILHELMINAKADE 00123, 3072AP ROTTERDAM', vat: 'NL004495445B01', status: 'valid' });
    expect(await checker.check('BE0776091951')).toEqual({ valid: false, debnaam: '', debAddress: '', vat: 'BE0776091951', status: 'invalid' });
  });

  it('calls a malformed number invalid without asking VIES', async () => {
    const checker = createVatChecker({ url: vies.url });
    const before = vies.requests.length;
    for (const vat of ['BE0776091952', 'FR40303265046', 'NL12345', 'XX123', '12345678']) expect((await checker.check(vat)).status).toBe('invalid');
    expect(vies.requests.length).toBe(before);
  });

  it('says it could not check, never invalid, when VIES faults, hangs or cannot be reached', async () => {
    const checker = createVatChecker({ url: vies.url, timeoutMs: 300 });
    expect(await checker.check('FR40303265045')).toMatchObject({ valid: null, status: 'unavailable' });
    expect(await checker.check('DE129273398')).toMatchObject({ valid: null, status: 'unavailable' });
    const nowhere = createVatChecker({ url: 'http://127.0.0.1:9/checkVatService', timeoutMs: 300 });
    expect(await nowhere.check('NL004495445B01')).toMatchObject({ valid: null, status: 'unavailable' });
    // Outside the EU's service (the United Kingdom left it): nobody to ask.
    expect(await checker.check('GB980780684')).toMatchObject({ valid: null, status: 'unavailable' });
  });

  it('remembers a check for the save that follows, for a while', async () => {
    let now = 0;
    const checker = createVatChecker({ url: vies.url, now: () => now });
    expect(checker.recent('NL004495445B01')).toBeUndefined();
    await checker.check('NL004495445B01');
    expect(checker.recent('NL 004495445 B01')?.valid).toBe(true);
    now += 31 * 60_000;
    expect(checker.recent('NL004495445B01')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { splitViesAddress, viesFill } from '../../resources/leads/viesFill';

/** What a VIES answer fills in the lead form (spec part 2 §4). */
describe('the VIES answer in the lead form', () => {
  it('splits the registered address into street, postcode and city where the last line reads so', () => {
    expect(splitViesAddress('DORPSSTRAAT 00001, 1431AB AALSMEER')).toEqual({ debadres: 'DORPSSTRAAT 00001', debpc: '1431AB', debplaats: 'AALSMEER' });
    expect(splitViesAddress('RUE DE LA LOI 16, 1000 BRUXELLES')).toEqual({ debadres: 'RUE DE LA LOI 16', debpc: '1000', debplaats: 'BRUXELLES' });
    expect(splitViesAddress('12 RUE X, BAT B, 75001 PARIS')).toEqual({ debadres: '12 RUE X, BAT B', debpc: '75001', debplaats: 'PARIS' });
    expect(splitViesAddress('ROUTE D ARLON 5, L-8009 STRASSEN')).toEqual({ debadres: 'ROUTE D ARLON 5', debpc: 'L-8009', debplaats: 'STRASSEN' });
    // One line, or a last line without a postcode: all of it is the address.
    expect(splitViesAddress('HAUPTSTRASSE 1 10115 BERLIN')).toEqual({ debadres: 'HAUPTSTRASSE 1 10115 BERLIN' });
    expect(splitViesAddress('VIA ROMA 1, MILANO')).toEqual({ debadres: 'VIA ROMA 1, MILANO' });
  });

  it('fills name, address and VAT only from a valid answer, and always the vieS_ fields', () => {
    const valid = { valid: true, debnaam: 'DE TULP B.V.', debAddress: 'DORPSSTRAAT 1, 1431 AB AALSMEER', vat: 'NL004495445B01', status: 'valid' as const };
    expect(viesFill(valid)).toEqual({
      vieS_VALID: true, vieS_NAME: 'DE TULP B.V.', vieS_ADDRESS: valid.debAddress, vieS_VAT: 'NL004495445B01',
      btwnrdeb: 'NL004495445B01', debnaam: 'DE TULP B.V.', debadres: 'DORPSSTRAAT 1', debpc: '1431 AB', debplaats: 'AALSMEER',
    });
    // A member state that discloses nothing leaves the typed name and address alone.
    expect(viesFill({ ...valid, debnaam: '', debAddress: '' })).not.toHaveProperty('debnaam');
    expect(viesFill({ valid: null, debnaam: '', debAddress: '', vat: 'NL004495445B01', status: 'unavailable' })).toEqual({ vieS_VALID: null, vieS_NAME: '', vieS_ADDRESS: '', vieS_VAT: 'NL004495445B01' });
  });
});

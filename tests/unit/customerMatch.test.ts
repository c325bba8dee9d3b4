import { describe, expect, it } from 'vitest';
import { customerLabel, matchCustomers } from '../../ui/customerMatch';

const customers = Array.from({ length: 30 }, (_, i) => ({ debnr: String(100100 + i), name: `Bloemenhuis ${i}` })).concat([
  { debnr: '200001', name: 'Fleurop Lyon' },
  { debnr: '200002', name: 'Plantes de Grenoble' },
]);

describe('global customer search', () => {
  it('suggests nothing for a blank input', () => {
    expect(matchCustomers(customers, '   ')).toEqual([]);
  });

  it('matches the name or the debtor number anywhere, ignoring case', () => {
    expect(matchCustomers(customers, 'LYON').map(customerLabel)).toEqual(['200001 - Fleurop Lyon']);
    expect(matchCustomers(customers, 'de gren').map((c) => c.debnr)).toEqual(['200002']);
    expect(matchCustomers(customers, '0002').map((c) => c.debnr)).toEqual(['200002']);
  });

  it('matches "debnr name" typed together, as in 100141 bloem', () => {
    expect(matchCustomers(customers, '100114 BLOEM').map(customerLabel)).toEqual(['100114 - Bloemenhuis 14']);
    expect(matchCustomers(customers, '00001 fleurop').map((c) => c.debnr)).toEqual(['200001']);
    expect(matchCustomers(customers, '200001 grenoble')).toEqual([]);
  });

  it('suggests at most 10 customers', () => {
    expect(matchCustomers(customers, 'bloemen')).toHaveLength(10);
  });

  it('finds no results for unknown text', () => {
    expect(matchCustomers(customers, 'zzz')).toEqual([]);
  });
});

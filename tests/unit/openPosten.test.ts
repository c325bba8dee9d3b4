import { describe, expect, it } from 'vitest';
import { invoiceAge } from '../../custom-pages/unpaid/openItems/invoiceAge';

describe('open items age colouring', () => {
  it('leaves an invoice plain while days minus the payment term is below 0', () => {
    expect(invoiceAge(0, 30)).toBe('plain');
    expect(invoiceAge(29, 30)).toBe('plain');
  });

  it('colours it orange from 0 to 3 days past the term', () => {
    expect(invoiceAge(30, 30)).toBe('orange');
    expect(invoiceAge(33, 30)).toBe('orange');
    expect(invoiceAge(3, 0)).toBe('orange');
  });

  it('colours it red above 3 days past the term', () => {
    expect(invoiceAge(34, 30)).toBe('red');
    expect(invoiceAge(400, 14)).toBe('red');
  });
});

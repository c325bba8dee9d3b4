import { describe, expect, it } from 'vitest';
import { creditPercentageText } from '../../resources/credits/creditPercentage';

/** Intl writes a no-break space before the percent sign's space-separated form; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('credits list', () => {
  it('shows the credit percentage with 2 decimals in the Dutch format', () => {
    expect(plain(creditPercentageText({ creditPercentage: 12.5 }))).toBe('12,50 %');
    expect(plain(creditPercentageText({ creditPercentage: 1234.56 }))).toBe('1.234,56 %');
  });

  it('shows nothing for a customer without turnover', () => {
    expect(creditPercentageText({ creditPercentage: null })).toBe('');
  });
});

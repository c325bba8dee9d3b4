import { describe, expect, it } from 'vitest';
import { credits } from '../../resources/credits';
import { fieldSpec } from '../../resources/framework/fields';
import { formatValue } from '../../resources/framework/show/FieldValue';

/** Intl writes a no-break space before the percent sign's space-separated form; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const shown = (field: string, value: unknown) => plain(formatValue(fieldSpec(credits().declaration, field), value));

describe('credits list', () => {
  it('shows the credit percentage with 2 decimals in the Dutch format', () => {
    expect(shown('creditPercentage', 12.5)).toBe('12,50 %');
    expect(shown('creditPercentage', 1234.56)).toBe('1.234,56 %');
  });

  it('shows nothing for a customer without turnover', () => {
    expect(shown('creditPercentage', null)).toBe('');
  });

  it('shows turnover and credit in euros', () => {
    expect(shown('nettoTotal', 1234.5)).toBe('€ 1.234,50');
    expect(shown('totalCredits', -12)).toBe('€ -12,00');
  });
});

import { validateHeaderValue } from 'node:http';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, fileNamePart } from '../../api/files/downloadName';

/** What a browser makes of the header: `filename*` decoded when there, else `filename`. */
function nameRead(header: string): { fallback: string; exact: string } {
  const fallback = /filename="([^"]*)"/.exec(header)![1]!;
  const exact = decodeURIComponent(/filename\*=UTF-8''([^;\s]*)$/.exec(header)![1]!);
  return { fallback, exact };
}

describe('download names (RFC 6266 Content-Disposition)', () => {
  it('keeps a plain name as it is in both parameters', () => {
    expect(attachmentDisposition('Exact-Export-2026-06-17.csv')).toBe(`attachment; filename="Exact-Export-2026-06-17.csv"; filename*=UTF-8''Exact-Export-2026-06-17.csv`);
  });

  it.each([
    ['a quote', 'DEXX-a";x=-2026.xlsx', 'DEXX-a_;x=-2026.xlsx'],
    ['line breaks', 'a\r\nSet-Cookie: x=1.xlsx', 'a__Set-Cookie: x=1.xlsx'],
    ['emoji', 'DEXX-💐💐.xlsx', 'DEXX-____.xlsx'],
    ['accents', 'Réservations-Ærø.xlsx', 'Reservations-_r_.xlsx'],
    ['backslash and percent', 'a\\b%41.csv', 'a_b_41.csv'],
    ["RFC 8187's reserved characters", "it's (1)*.csv", "it's (1)*.csv"],
  ])('encodes a name with %s into one header Node sends, with the exact name in filename*', (_what, name, fallback) => {
    const header = attachmentDisposition(name);
    expect(() => validateHeaderValue('Content-Disposition', header)).not.toThrow();
    expect(header).toMatch(/^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]*$/);
    expect(nameRead(header)).toEqual({ fallback, exact: name });
  });

  it('never throws, even on a lone surrogate', () => {
    const header = attachmentDisposition('x\ud800y.txt');
    expect(nameRead(header).exact).toBe('x\ufffdy.txt');
  });

  it('accepts letters, digits, spaces and . _ - as a part of a name, nothing else', () => {
    for (const good of ['100200', 'Ærø 12', 'a.b_c-d']) expect(fileNamePart.safeParse(good).success).toBe(true);
    for (const bad of ['a";x=', '💐💐', 'a\r\nb', 'a/b', 'a\\b', '\u202eexe', '']) expect(fileNamePart.safeParse(bad).success).toBe(false);
  });
});

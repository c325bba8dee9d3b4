import { describe, expect, it } from 'vitest';
import { parseRows } from '../../dataProvider/worker/parseRows';

/**
 * The array store parses the api's bytes a slice of rows at a time (cut at the top-level array's commas about
 * every megabyte): whatever the rows' text holds, the rows are those a whole JSON.parse of the decoded text gives.
 */
const bytes = (json: string) => new TextEncoder().encode(json).buffer as ArrayBuffer;

/** Text that could fool a scanner: commas, braces and brackets inside strings, escaped quotes and backslashes, letters of every width. */
const tricky = ['a, b', '{not: "an object"}', '[1, 2]', 'ends in a backslash \\', 'quote " inside', 'Zoë Ærø', 'Łódź', '€ 12', '𝒜 beyond the BMP', '\\",{'];

const rows = Array.from({ length: 25_000 }, (_, i) => ({
  debnr: String(100000 + i),
  name: `${tricky[i % tricky.length]} ${i}`,
  address: { street: `Rue ${i}, bis`, lines: [i, `x${i}`, null] },
  // The bytes a slice is first cut at (`},{"`), inside a nested array and at the end of a string: such a cut is found out.
  contacts: i % 5 === 0 ? [{ name: 'a' }, { name: `b${i}` }] : [],
  note: i % 4 === 0 ? 'ends in },{' : '',
  turnover: i % 7 === 0 ? null : i * 1.5,
  levStop: i % 3 === 0,
}));

/** The rows without the bytes a cut is tried at inside a row: every slice is cut where first tried. */
const plain = rows.map(({ contacts, note, ...row }) => row);

describe('parsing a list array from its bytes', () => {
  it('gives the rows of a whole parse across many slices, text of every kind intact', () => {
    const json = JSON.stringify(plain);
    expect(json.length).toBeGreaterThan(3 * 2 ** 20);
    expect(parseRows(bytes(json))).toEqual(plain);
  });

  it('gives the same rows whether the first cut falls between rows, in a nested array or in a string', () => {
    for (const from of [0, 1, 2, 3, 5]) {
      const some = rows.slice(from);
      expect(parseRows(bytes(JSON.stringify(some)))).toEqual(some);
    }
  });

  it('reads an answer laid out with white space, behind a byte order mark', () => {
    const json = `\uFEFF \n${JSON.stringify(rows.slice(0, 5000), null, 2)}\n`;
    expect(parseRows(bytes(json))).toEqual(rows.slice(0, 5000));
  });

  it('takes an empty answer or null as no rows, and parses anything else whole', () => {
    expect(parseRows(bytes(''))).toEqual([]);
    expect(parseRows(bytes('null'))).toEqual([]);
    expect(parseRows(bytes('[]'))).toEqual([]);
    expect(parseRows(bytes('{"rows":1}'))).toEqual({ rows: 1 });
  });

  it('fails on a broken answer as a whole parse does, wherever it breaks', () => {
    const json = JSON.stringify(rows);
    expect(() => parseRows(bytes(json.slice(0, -1)))).toThrow(SyntaxError);
    expect(() => parseRows(bytes(`${json.slice(0, 2_000_000)}${json.slice(2_000_010)}`))).toThrow(SyntaxError);
    expect(() => parseRows(bytes(`${json}]`))).toThrow(SyntaxError);
    expect(() => parseRows(bytes('[{"debnr":'))).toThrow(SyntaxError);
  });
});

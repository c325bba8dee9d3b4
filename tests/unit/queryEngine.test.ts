import { describe, expect, it } from 'vitest';
import { buildIndex, cellText, filterAndSort, runQuery, safeRegExp, toCriteria } from '../../dataProvider/queryEngine';

const rows = [
  { id: 1, debnr: '100200', name: 'Bloemenhuis Anna', city: 'Lille', turnover: 1500, created: '2024-03-01', active: true, roles: [{ id: 1, name: 'iCRMBasis' }] },
  { id: 2, debnr: '100300', name: 'Fleur de Lys', city: 'Lyon', turnover: 250, created: '2023-11-15', active: false, roles: [] },
  { id: 3, debnr: '200100', name: 'Plant & Co', city: 'Annemasse', turnover: 9800.5, created: '2024-06-30', active: true, roles: [] },
  { id: 4, debnr: '300400', name: 'anna garden', city: 'Grenoble', turnover: null, created: '15/01/2025', active: 'false', roles: [] },
];
const index = buildIndex(rows);
const ids = (filter: Record<string, unknown>, sort?: { field: string; order: 'ASC' | 'DESC' }) => filterAndSort(index, { filter, sort }).map((r) => r.id);

describe('query engine filters', () => {
  it('contains is case-insensitive and matches any position', () => {
    expect(ids({ name: 'ANNA' })).toEqual([1, 4]);
  });

  it('starts-with and ends-with', () => {
    expect(ids({ 'debnr@startsWith': '100' })).toEqual([1, 2]);
    expect(ids({ 'name@endsWith': 'LYS' })).toEqual([2]);
  });

  it('matches takes a regular expression, case-insensitive', () => {
    expect(ids({ 'debnr@matches': '^[12]00[23]00$' })).toEqual([1, 2]);
    expect(ids({ 'city@matches': 'l(ille|yon)' })).toEqual([1, 2]);
  });

  it('matches reads a dangerous or invalid pattern literally instead of hanging or throwing', () => {
    expect(safeRegExp('(a+)+$').source).toBe('\\(a\\+\\)\\+\\$');
    expect(safeRegExp('([a-z]*)*x').test('([a-z]*)*x')).toBe(true);
    expect(ids({ 'name@matches': '(unclosed' })).toEqual([]);
    expect(ids({ 'name@matches': '&' })).toEqual([3]);
  });

  it('greater-than and less-than compare numbers as numbers and dates as dates', () => {
    expect(ids({ 'turnover@greaterThan': '1000' })).toEqual([1, 3]);
    expect(ids({ 'turnover@lessThan': '300' })).toEqual([2]);
    expect(ids({ 'created@greaterThan': '2024-05-01' })).toEqual([3, 4]);
    expect(ids({ 'created@lessThan': '01/01/2024' })).toEqual([2]);
  });

  it('> and < typed into a search field act as greater-than and less-than', () => {
    expect(ids({ turnover: '>1000' })).toEqual([1, 3]);
    expect(ids({ turnover: '< 300' })).toEqual([2]);
    expect(toCriteria({ turnover: '>' })).toEqual([{ field: 'turnover', type: 'contains', value: '>' }]);
  });

  it('is-true and is-false read booleans and their text forms', () => {
    expect(ids({ 'active@isTrue': true })).toEqual([1, 3]);
    expect(ids({ 'active@isFalse': true })).toEqual([2, 4]);
  });

  it('the global search looks through every field, nested values included', () => {
    expect(ids({ q: 'lyon' })).toEqual([2]);
    expect(ids({ q: 'icrmbasis' })).toEqual([1]);
    expect(ids({ q: '>250000' })).toEqual([4]);
    expect(ids({ q: '>2025-01-01' })).toEqual([4]);
  });

  it('combines filters with and; empty values filter nothing', () => {
    expect(ids({ q: 'anna', 'active@isTrue': true })).toEqual([1]);
    expect(ids({ name: '', q: '  ' })).toEqual([1, 2, 3, 4]);
  });

  it('a non-text value of a bare key must be equal (selectors)', () => {
    expect(ids({ id: 3 })).toEqual([3]);
  });
});

describe('query engine sort and paging', () => {
  it('sorts numbers numerically and dates chronologically, empty cells last', () => {
    expect(ids({}, { field: 'turnover', order: 'ASC' })).toEqual([2, 1, 3, 4]);
    expect(ids({}, { field: 'turnover', order: 'DESC' })).toEqual([3, 1, 2, 4]);
    expect(ids({}, { field: 'created', order: 'ASC' })).toEqual([2, 1, 3, 4]);
  });

  it('sorts text case-insensitively', () => {
    expect(ids({}, { field: 'name', order: 'ASC' })).toEqual([4, 1, 2, 3]);
  });

  it('pages the filtered, sorted rows and reports the filtered total', () => {
    const result = runQuery(index, { filter: { q: 'a' }, sort: { field: 'debnr', order: 'DESC' }, pagination: { page: 2, perPage: 2 } });
    expect(result.total).toBe(4);
    expect(result.data.map((r) => r.id)).toEqual([2, 1]);
    expect(runQuery(index, { pagination: { page: 3, perPage: 2 } }).data).toEqual([]);
  });
});

describe('query engine keystroke by keystroke', () => {
  const many = Array.from({ length: 400 }, (_, i) => ({ id: i, name: `${['anna', 'bert', 'carla', 'annabel'][i % 4]} ${i}`, city: ['Lille', 'Lyon'][i % 2]! }));

  it('answers each keystroke as a fresh search would, while narrowing, widening and adding filters', () => {
    const typing = buildIndex(many);
    const queries = ['a', 'an', 'ann', 'anna', 'annab', 'anna', 'b', 'be', ''].flatMap((q) => [{ q }, { q, city: 'ly' }, { q, 'city@startsWith': 'li' }]);
    for (const filter of queries) {
      const query = { filter, sort: { field: 'name', order: 'ASC' as const }, pagination: { page: 1, perPage: 5 } };
      expect(runQuery(typing, query)).toEqual(runQuery(buildIndex(many), query));
    }
  });

  it('a global search never matches across two cells or two rows', () => {
    const joined = buildIndex([{ a: 'ab', b: 'cd' }, { a: 'ef' }]);
    expect(filterAndSort(joined, { filter: { q: 'bc' } })).toEqual([]);
    expect(filterAndSort(joined, { filter: { q: 'de' } })).toEqual([]);
  });
});

describe('query engine global search over many rows', () => {
  // 203 rows (not a multiple of the 32 rows read at a time), accents, a character beyond the BMP, empty and nested
  // cells, and one cell holding the row separator itself (a row boundary where there is none).
  const words = ['Pépinière', 'Bloemen', 'Liège', 'Brussel', 'tuincentrum', 'Ölmühle', 'Garçon', 'fleur🌷', 'Westland', ''];
  const rows = Array.from({ length: 203 }, (_, i) => ({
    id: i,
    name: `${words[i % words.length]} ${words[(i * 7) % words.length]!.slice(0, 4)}`,
    city: i % 13 === 0 ? null : words[(i * 3) % words.length],
    phone: `+32 ${String(100 + ((i * 37) % 900))}`,
    active: i % 2 === 0,
    tags: i % 5 === 0 ? ['ère', { code: `x${i}` }] : [],
    note: i === 40 ? 'a\u0002b' : i % 9 === 0 ? 'É' : undefined,
  }));
  const index = buildIndex(rows);
  /** What a user sees: rows with the term in any of their cells, whatever the case. */
  const showing = (term: string) =>
    rows.filter((row) => Object.values(row).some((value) => cellText(value).toLowerCase().includes(term.toLowerCase()))).map((row) => row.id);

  it('finds exactly the rows showing each term of one, two and more letters, whatever its case', () => {
    const terms = new Set(['q', 'É', 'è', 'ö', '🌷', 'r🌷', 'ère ', 'ÈRE', 'true', 'fals', '+32 1', 'x20', 'a\u0002', 'ab', 'zz', '  ']);
    for (const row of rows.slice(0, 60)) {
      const text = Object.values(row).map(cellText).join(' ').toLowerCase();
      for (let at = 0; at < text.length; at += 5) for (const length of [1, 2, 3, 6]) terms.add(text.slice(at, at + length));
    }
    for (const term of terms) {
      if (term.trim() === '') continue;
      expect(filterAndSort(index, { filter: { q: term } }).map((row) => row.id), term).toEqual(showing(term.trim()));
    }
  });

  it('counts the rows found while a term is typed letter by letter', () => {
    const typed = buildIndex(rows);
    for (const term of ['l', 'li', 'liè', 'lièg', 'liège', 'b', 'bl', 'blo', 'w', 'we', 'wes']) {
      const { total, data } = runQuery(typed, { filter: { q: term }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 5 } });
      expect(total, term).toBe(showing(term).length);
      expect(data.every((row) => showing(term).includes(row.id))).toBe(true);
    }
    expect(filterAndSort(typed, { filter: { q: 'b' } }).map((row) => row.id)).toContain(40);
  });
});

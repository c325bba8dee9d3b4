import { afterAll, describe, expect, it } from 'vitest';
import { buildIndex, runQuery, type ListQuery } from '../../dataProvider/queryEngine';
import { withId } from '../../dataProvider/rowId';
import { inThread, overPort } from '../../dataProvider/worker/arrayEngine';
import { ArrayGoneError } from '../../dataProvider/worker/protocol';
import { serveArrays } from '../../dataProvider/worker/serveArrays';

/**
 * The array worker's protocol over a real MessageChannel (structured clone, as between a page and its
 * worker), against the same store in this thread (the fallback where there is no Worker) and the query
 * engine run directly on the parsed rows: every query answers the same rows, in the same order.
 */
const channel = new MessageChannel();
serveArrays(channel.port1);
const worker = overPort(channel.port2);
afterAll(() => channel.port1.close());

const cities = ['Lille', 'Lyon', 'Annemasse', 'Grenoble', 'Gent', 'Aalsmeer'];
const rows = Array.from({ length: 300 }, (_, i) => ({
  debnr: String(100000 + ((i * 7919) % 300)),
  name: `${i % 3 === 0 ? 'Bloemen' : 'Fleur'} ${String.fromCharCode(65 + (i % 26))}${i}`,
  city: cities[i % cities.length],
  turnover: i % 11 === 0 ? null : (i * 37) % 1000,
  created: `2024-${String((i % 12) + 1).padStart(2, '0')}-15`,
  levStop: i % 5 === 0,
}));
const text = JSON.stringify(rows);
/** The api's answer as the store receives it: its UTF-8 bytes. */
const bytes = (json: string) => new TextEncoder().encode(json).buffer as ArrayBuffer;

const queries: ListQuery[] = [
  { sort: { field: 'debnr', order: 'ASC' }, pagination: { page: 1, perPage: 20 } },
  { sort: { field: 'name', order: 'DESC' }, pagination: { page: 3, perPage: 25 } },
  { filter: { q: 'bloemen' }, sort: { field: 'debnr', order: 'ASC' }, pagination: { page: 1, perPage: 20 } },
  { filter: { q: 'bloemen a' }, sort: { field: 'debnr', order: 'ASC' }, pagination: { page: 1, perPage: 20 } },
  { filter: { city: 'ly', 'turnover@greaterThan': '300' }, sort: { field: 'turnover', order: 'DESC' } },
  { filter: { 'created@lessThan': '2024-04-01', 'levStop@isTrue': true }, sort: { field: 'created', order: 'ASC' } },
  { filter: { 'name@matches': '^fleur [a-c]' }, pagination: { page: 2, perPage: 10 } },
  { filter: { q: 'nothing like it' } },
];

describe('the array worker', () => {
  it('answers every query as the engine does in this thread, one page and the total', async () => {
    await worker.ask({ op: 'load', key: 'w', bytes: bytes(text), idField: 'debnr' });
    await inThread.ask({ op: 'load', key: 't', bytes: bytes(text), idField: 'debnr' });
    const direct = buildIndex(rows.map((row, i) => withId('debnr', row, i)));
    for (const query of queries) {
      const expected = runQuery(direct, query);
      expect(await worker.ask({ op: 'query', key: 'w', query })).toEqual(expected);
      expect(await inThread.ask({ op: 'query', key: 't', query })).toEqual(expected);
    }
  });

  it('numbers rows in the api order without an id field, and picks rows by id', async () => {
    await worker.ask({ op: 'load', key: 'numbered', bytes: bytes(JSON.stringify([{ name: 'a' }, { name: 'b' }, { name: 'c' }])) });
    expect(await worker.ask({ op: 'pick', key: 'numbered', ids: ['2', '0', '9'] })).toEqual([
      { name: 'a', id: 0 },
      { name: 'c', id: 2 },
    ]);
  });

  it('gives rows their id as they are sent, sorts and picks by it, and searches only what the rows show', async () => {
    const numbered = JSON.stringify(['c', 'a', 'b'].map((name) => ({ name, code: `x${name}` })));
    await worker.ask({ op: 'load', key: 'ids', bytes: bytes(numbered) });
    await worker.ask({ op: 'load', key: 'codes', bytes: bytes(numbered), idField: 'code' });
    expect(await worker.ask({ op: 'query', key: 'ids', query: { sort: { field: 'id', order: 'DESC' } } })).toEqual({
      data: [{ name: 'b', code: 'xb', id: 2 }, { name: 'a', code: 'xa', id: 1 }, { name: 'c', code: 'xc', id: 0 }],
      total: 3,
    });
    expect((await worker.ask({ op: 'query', key: 'codes', query: { sort: { field: 'id', order: 'ASC' } } })).data.map((row) => row.id)).toEqual(['xa', 'xb', 'xc']);
    expect(await worker.ask({ op: 'pick', key: 'codes', ids: ['xb'] })).toEqual([{ name: 'b', code: 'xb', id: 'xb' }]);
    // A row numbered 1 shows no '1': a search for it finds nothing (the position was searched as if it were a cell).
    expect(await worker.ask({ op: 'query', key: 'ids', query: { filter: { q: '1' } } })).toEqual({ data: [], total: 0 });
  });

  it('answers a narrowed search over a few rows only from their own text', async () => {
    // 60 rows, one holding 'anna' at the very end: 'ann' keeps 3, few enough that 'anna' tests each of them alone.
    const many = Array.from({ length: 60 }, (_, i) => ({ name: i === 3 ? 'ann' : i === 59 ? 'zz anna' : i === 5 ? 'anne' : `row ${i}` }));
    await worker.ask({ op: 'load', key: 'narrow', bytes: bytes(JSON.stringify(many)) });
    const search = (q: string) => worker.ask({ op: 'query', key: 'narrow', query: { filter: { q } } });
    expect((await search('ann')).total).toBe(3);
    expect((await search('anna')).data).toEqual([{ name: 'zz anna', id: 59 }]);
  });

  it('takes the bytes handed over, not copied, and keeps every letter of their text', async () => {
    const names = ['Zoë Ærø', 'Łódź Kwiaty', '€ Fleurs', '𝒜 Bloemen', 'plain'];
    const buffer = bytes(JSON.stringify(names.map((name, i) => ({ code: `c${i}`, name }))));
    await worker.ask({ op: 'load', key: 'letters', bytes: buffer, idField: 'code' }, [buffer]);
    expect(buffer.byteLength).toBe(0);
    const search = async (q: string) => (await worker.ask({ op: 'query', key: 'letters', query: { filter: { q } } })).data.map((row) => row.name);
    expect(await search('zoë')).toEqual(['Zoë Ærø']);
    expect(await search('łódź')).toEqual(['Łódź Kwiaty']);
    expect(await search('€')).toEqual(['€ Fleurs']);
    expect(await search('𝒜')).toEqual(['𝒜 Bloemen']);
  });

  it('takes an empty answer or null as no rows', async () => {
    await worker.ask({ op: 'load', key: 'empty', bytes: bytes('') });
    await worker.ask({ op: 'load', key: 'null', bytes: bytes('null') });
    expect(await worker.ask({ op: 'query', key: 'empty', query: {} })).toEqual({ data: [], total: 0 });
    expect(await worker.ask({ op: 'query', key: 'null', query: {} })).toEqual({ data: [], total: 0 });
  });

  it('says an array it does not hold is gone (the cache fetches it again), and a broken answer is an error', async () => {
    await worker.ask({ op: 'load', key: 'dropped', bytes: bytes(text) });
    await worker.ask({ op: 'drop', keys: ['dropped'] });
    await expect(worker.ask({ op: 'query', key: 'dropped', query: {} })).rejects.toBeInstanceOf(ArrayGoneError);
    const broken = worker.ask({ op: 'load', key: 'broken', bytes: bytes('[{"debnr":') });
    await expect(broken).rejects.toThrow(/JSON/);
    await expect(broken).rejects.not.toBeInstanceOf(ArrayGoneError);
  });

  it('rejects what was waiting as gone when the worker stops', async () => {
    const silent = new MessageChannel();
    const dead = overPort(silent.port2);
    const waiting = dead.ask({ op: 'query', key: 'w', query: {} });
    dead.fail();
    await expect(waiting).rejects.toBeInstanceOf(ArrayGoneError);
    silent.port2.close();
  });
});

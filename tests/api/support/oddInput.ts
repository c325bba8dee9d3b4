import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH } from '../../../api/http/bodyLimits';
import { FIELD_NAMES, param, scalar } from './randomInput';

/*
 * What a hostile or broken client can put on the wire, as raw text: JSON no serializer of ours would
 * write (1e400, -0, integers past 2^53, lone surrogates, NUL, prototype keys), nesting up to and past the
 * body limits, bodies up to and past the size limit, malformed JSON, wrong content types and encodings,
 * odd query strings and path segments.
 */

/** Number literals JSON allows that JavaScript reads as Infinity, -0, a rounded integer, or 0. */
const ODD_NUMBERS = [
  '1e400', '-1e400', '1e-400', '-0', '-0.0', '0e0', '1E+2', '1.0', '5e-324', '1.7976931348623157e308', '1e21',
  '123456789012345678901234567890', '-123456789012345678901234567890', '9007199254740993', '2147483648', '-2147483649', '4294967296',
];

/** Strings as JSON text: escaped lone surrogates and NUL, direction overrides, header and formula injections, impossible dates. */
const ODD_STRINGS = [
  '"\\ud800"', '"\\udfff"', '"a\\udc00b"', '"\\udbff\\udfff"', '"\\u0000"', '"nul\\u0000byte"', '"\\u202eevil"', '"\\ufeff"',
  '"💐💐"', '"e\\u0301"', '"\\r\\n"', '"a\\r\\nBcc: x@y.test"', '"a\\rb"', '""', '" "', '"\\\\"', '"\\"\\""', '"a\\";x="',
  '"2026-02-31"', '"2026-13-45"', '"9999-12-31"', '"-0"', '"1e400"', '"NaN"', '"Infinity"', '"=cmd|\' /C calc\'!A0"',
];

/** Keys that name Object.prototype's own parts, or that no form would send. */
const ODD_KEYS = [
  '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'length',
  '', ' ', 'a.b', '0', '-1', '\u0000', '\ud800', '💐', 'x'.repeat(300),
];

const key = fc.oneof({ arbitrary: fc.constantFrom(...FIELD_NAMES), weight: 3 }, fc.constantFrom(...ODD_KEYS), fc.string({ maxLength: 12 }));

const leaf = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.constantFrom(...ODD_STRINGS),
  scalar.map((value) => JSON.stringify(value)),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.constantFrom('true', 'false', 'null', '{}', '[]'),
);

const objectText = (entries: Array<[string, string]>) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** A JSON text of a few levels, objects where arrays are expected and back, duplicate keys kept as sent. */
const tree = fc.letrec<{ node: string; array: string; object: string }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 5 }).map((items) => `[${items.join(',')}]`),
  object: fc.array(fc.tuple(key, tie('node')), { maxLength: 6 }).map(objectText),
}));

/** An object of fields the api reads, each holding something odd, so checks behind the first field run too. */
const fieldsText = fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), tree.node), { minLength: 1, maxLength: 8 }).map(objectText);

/** Bodies that would set Object.prototype's parts where an object is merged without care. */
const POLLUTING = [
  '{"__proto__":{"polluted":"yes","roles":["iCRMAdmin"],"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"email":"x@y.test","__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
  '{"__proto__":null}',
  '{"__proto__":[]}',
];

/** Nesting just under, at and past the depth limit, and far past it; objects, arrays or both. */
const deep = fc
  .record({
    depth: fc.constantFrom(MAX_BODY_DEPTH - 2, MAX_BODY_DEPTH - 1, MAX_BODY_DEPTH, MAX_BODY_DEPTH + 1, 4 * MAX_BODY_DEPTH, 20_000),
    shape: fc.constantFrom('object', 'array', 'mixed'),
    field: fc.option(fc.constantFrom(...FIELD_NAMES), { nil: undefined }),
    inner: leaf,
  })
  .map(({ depth, shape, field, inner }) => {
    // The field itself is one more level when the nesting sits inside a body object.
    const levels = field === undefined ? depth : depth - 1;
    let text: string;
    if (shape === 'object') text = '{"a":'.repeat(levels) + inner + '}'.repeat(levels);
    else if (shape === 'array') text = '['.repeat(levels) + inner + ']'.repeat(levels);
    else text = '[{"a":'.repeat(levels / 2) + (levels % 2 ? `[${inner}]` : inner) + '}]'.repeat(levels / 2);
    return field === undefined ? text : `{${JSON.stringify(field)}:${text}}`;
  });

/** Big bodies: a long string, many keys or a long list in one field, from 10 KB to just past the size limit. */
const big = fc
  .record({
    size: fc.constantFrom(10_000, 100_000, 1_000_000, MAX_BODY_BYTES - 1_000, MAX_BODY_BYTES + 1),
    form: fc.constantFrom('string', 'keys', 'list'),
    unit: fc.constantFrom('x', 'é', '💐', '\\ud800', ' ', '\\u0000'),
    field: fc.constantFrom(...FIELD_NAMES),
  })
  .map(({ size, form, unit, field }) => {
    const value =
      form === 'string'
        ? `"${unit.repeat(Math.ceil(size / Buffer.byteLength(unit)))}"`
        : form === 'keys'
          ? // At most 1 MB of keys ("k83333":0, is 11 bytes): an object of 400,000 keys costs ~0.5 s to parse and
            // ~0.3 s to walk at the size limit, linear but too near the time bound on a loaded machine.
            objectText(Array.from({ length: Math.floor(Math.min(size, 1_000_000) / 12) }, (_, i) => [`k${i}`, '0']))
          : `[${'0,'.repeat(Math.ceil(size / 2))}0]`;
    return `{${JSON.stringify(field)}:${value}}`;
  });

/** Not JSON, or not the JSON a strict parser takes: broken syntax, comments, bare values, a BOM, raw control characters. */
const MALFORMED = [
  '{', '}', '[', '{"a":', '{"a":1,}', '[1,]', "{'a':1}", '{a:1}', 'NaN', 'Infinity', '-', '01', '1.', '.5', '+1', '0x10',
  '"\\x41"', '"\\u12"', '"unterminated', '{"a":1}}', '{"a":1} x', 'nul', 'tru', '\ufeff{}', '\u0000', ' ', '', '\n', '/* c */ {}',
  '{"a":1 // c\n}', '[][]', '{"a":"\t"}', '1', '"text"', 'null', 'true', '{"a":"\\ud800', '{"a" 1}', '{"a":1 "b":2}',
];
const malformed = fc.oneof(
  fc.constantFrom(...MALFORMED),
  // A good text cut short, as a client dropped mid-send would leave it.
  fc.tuple(fieldsText, fc.nat()).map(([text, cut]) => text.slice(0, cut % text.length)),
);

/** 20 MB of spaces, gzipped to about 20 KB: a body that grows past the size limit only once inflated. */
let gzipBomb: Buffer | undefined;
const gzipBombBytes = () => (gzipBomb ??= gzipSync(Buffer.alloc(20 * 1024 * 1024, ' ')));

/** A body as bytes and the headers that describe it (or misdescribe it). */
export interface OddBody {
  bytes: string | Uint8Array;
  headers: Record<string, string>;
}

/** Bytes that are not valid UTF-8, another encoding than the one announced, or compressed; sent as JSON. */
const oddBytes: fc.Arbitrary<OddBody> = fc
  .constantFrom<() => [string | Uint8Array, Record<string, string>]>(
    () => [Buffer.from('{"email":"\xff\xfe\xc0\x80","password":"\xed\xa0\x80"}', 'latin1'), {}],
    () => [Buffer.from('{"email":"x@y.test"}', 'utf16le'), { 'content-type': 'application/json; charset=utf-16le' }],
    () => [Buffer.from('{"email":"x@y.test"}', 'utf16le'), {}],
    () => [Buffer.from('\ufeff{"email":"x@y.test"}', 'utf8'), {}],
    () => [gzipSync('{"email":"x@y.test","id":1}'), { 'content-encoding': 'gzip' }],
    () => [gzipBombBytes(), { 'content-encoding': 'gzip' }],
    () => ['{"email":"x@y.test"}', { 'content-encoding': 'gzip' }],
    () => ['{"email":"x@y.test"}', { 'content-encoding': 'br' }],
    () => ['{"email":"x@y.test"}', { 'content-encoding': 'x-unknown' }],
    () => ['{"email":"x@y.test"}', { 'content-encoding': 'identity' }],
  )
  .map((make) => {
    const [bytes, headers] = make();
    return { bytes, headers: { 'content-type': 'application/json', ...headers } };
  });

/** Content types a client may get wrong; the JSON one most often, so bodies get read. */
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  fc.constantFrom(
    undefined, 'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/json; charset=nonsense',
    'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
    'application/xml', 'application/merge-patch+json', '*/*', 'application/json, text/plain', 'APPLICATION/JSON', ';;;',
  ),
);

/** A request body with its headers: JSON of every odd kind above, or none at all. */
export const oddBody: fc.Arbitrary<OddBody | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 1 },
  { arbitrary: fc.tuple(fc.oneof(fieldsText, tree.node, fc.constantFrom(...POLLUTING)), contentType).map(asBody), weight: 8 },
  { arbitrary: fc.tuple(deep, contentType).map(asBody), weight: 2 },
  { arbitrary: fc.tuple(big, contentType).map(asBody), weight: 1 },
  { arbitrary: fc.tuple(malformed, contentType).map(asBody), weight: 2 },
  { arbitrary: oddBytes, weight: 1 },
);

function asBody([text, type]: [string, string | undefined]): OddBody {
  return { bytes: text, headers: type === undefined ? {} : { 'content-type': type } };
}

/** Path segments, already on the wire: malformed or overlong escapes, NUL, traversal, numbers JavaScript reads oddly, long. */
const ODD_SEGMENTS = [
  '%', '%zz', '%00', 'a%00b', '%2F', '%2f..%2f', '%2e%2e', '%ED%A0%80', '%C0%80', '%FF', '%F0%9F%92%90', '%E2%80%AE', '%0D%0A',
  '-0', '1e400', '-1', '0', '99999999999999999999', '9007199254740993', 'NaN', 'Infinity', '0x1F', '1.5', '%20101%20', '+1',
  '__proto__', 'constructor', 'prototype', 'toString', 'null', 'undefined', '%5B%5D', '%7B%7D', "1'%20OR%20'1'%3D'1", 'x'.repeat(4000),
];
export const oddSegment = fc.oneof(param.map(encodeURIComponent), fc.constantFrom(...ODD_SEGMENTS));

/** Query keys and values, on the wire: prototype names, bracket syntax, broken escapes, long values. */
const ODD_QUERY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'a[b]', 'a[]', 'page[size]', '', '%00', '%ED%A0%80', '%'];
const ODD_QUERY_VALUES = ['%', '%zz', '%00', '%ED%A0%80', '%F0%9F%92%90', '1e400', '-0', '', '+', '%2B', 'null', '[]', '{}', '%0D%0A', 'x'.repeat(10_000)];
const queryKey = fc.oneof({ arbitrary: fc.constantFrom(...FIELD_NAMES), weight: 3 }, fc.constantFrom(...ODD_QUERY_KEYS));
const queryValue = fc.oneof(param.map(encodeURIComponent), fc.constantFrom(...ODD_QUERY_VALUES));
const queryPair = fc.oneof(
  fc.tuple(queryKey, queryValue).map(([k, v]) => `${k}=${v}`),
  queryKey,
  // The same key twice: the parser gives an array where a string is expected.
  fc.tuple(queryKey, queryValue, queryValue).map(([k, a, b]) => `${k}=${a}&${k}=${b}`),
);

/** A query string without its '?': empty, a few odd pairs, stray separators. */
export const oddQuery = fc.oneof(
  fc.constant(''),
  fc.array(queryPair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join('&')),
  fc.constantFrom('&&&', '=', '==', '&=&', '?', '%'),
);

/** The Authorization header of someone not signed in: none, empty, malformed, another scheme, a forged or unsigned token, a long one. */
export const anonymousAuthorization = fc.constantFrom(
  undefined,
  '',
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Basic YWRtaW5AZGVtby50ZXN0OmRlbW8xMjM0',
  // alg "none", claims of an admin.
  `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"azureId":"x","roles":["iCRMAdmin"],"exp":9999999999}').toString('base64url')}.`,
  `Bearer ${'a'.repeat(6000)}`,
  'Bearer a.b.c',
);

/** Headers the api reads besides the body's: forwarded addresses (behind a trusted proxy) and idempotency keys, odd or overlong. */
export const oddHeaders = fc.record(
  {
    'x-forwarded-for': fc.constantFrom('garbage', '999.1.1.1', '::1, 10.0.0.1', '1.2.3.4, , 5.6.7.8', '%00', '1,'.repeat(500)),
    'idempotency-key': fc.constantFrom('', ' ', 'fuzz-key-1', 'fuzz-key-2', 'é', 'x'.repeat(300), '\t'),
  },
  { requiredKeys: [] },
);

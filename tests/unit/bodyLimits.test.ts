import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_BODY_DEPTH } from '../../api/http/bodyLimits';
import { fieldWithNul } from '../../api/http/unstorableText';

const bytes = (text: string) => Buffer.from(text);
const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('the nesting of a JSON body, read before it is parsed', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepth(bytes('{"a":[1,{"b":2}]}'))).toBe(3);
    expect(jsonDepth(bytes('{"a":"[[[{{{","b":"say \\"[[[\\""}'))).toBe(1);
    expect(jsonDepth(bytes('"plain"'))).toBe(0);
  });

  it('stops counting once past the limit, so a body 30,000 deep is measured without reading it all', () => {
    expect(jsonDepth(bytes(nested(30_000)))).toBe(MAX_BODY_DEPTH + 1);
    expect(jsonDepth(bytes(nested(MAX_BODY_DEPTH)))).toBe(MAX_BODY_DEPTH);
  });
});

describe('the field holding a NUL character', () => {
  it('is named by its dotted path at any depth, keys included', () => {
    expect(fieldWithNul({ a: 'fine', rows: [{ name: 'ok' }, { name: 'b\u0000d' }] })).toBe('rows.1.name');
    expect(fieldWithNul({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(fieldWithNul('x\u0000')).toBe('_');
    expect(fieldWithNul({ a: [1, 2, { b: null }] })).toBeUndefined();
  });

  it('walks a deep value without growing the call stack or copying the path per level', () => {
    let value: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) value = [value];
    expect(fieldWithNul(value)).toBe(Array.from({ length: 200_000 }, () => '0').join('.'));
  });
});

import { describe, expect, it } from 'vitest';
import { KeptAnswers, keepableTag } from '../../proxy/keptAnswers';

const answer = (etag: string, bytes: number) => ({ etag, headers: { etag }, body: Buffer.alloc(bytes) });

describe('KeptAnswers', () => {
  it('keeps answers within its byte budget, dropping the least recently used first', () => {
    const kept = new KeptAnswers(250, 10);
    kept.keep('/a', answer('"a"', 100));
    kept.keep('/b', answer('"b"', 100));
    expect(kept.take('/a', '"a"')?.etag).toBe('"a"');
    kept.keep('/c', answer('"c"', 100));
    expect([kept.tagsOf('/a'), kept.tagsOf('/b'), kept.tagsOf('/c'), kept.bytes]).toEqual([['"a"'], undefined, ['"c"'], 200]);
    expect(kept.take('/b', '"b"')).toBeUndefined();
  });

  it('keeps neither answers below its least size nor above its budget; a tag kept again replaces its bytes', () => {
    const kept = new KeptAnswers(250, 10);
    kept.keep('/small', answer('"s"', 9));
    kept.keep('/large', answer('"l"', 251));
    kept.keep('/a', answer('"a"', 100));
    kept.keep('/a', answer('"a"', 120));
    expect([kept.tagsOf('/small'), kept.tagsOf('/large'), kept.tagsOf('/a'), kept.bytes, kept.misses]).toEqual([undefined, undefined, ['"a"'], 120, 2]);
  });

  it('offers a few tags per variant, the oldest dropped; a tag is served only under its own variant', () => {
    const kept = new KeptAnswers(10_000, 1, 2);
    for (const tag of ['"1"', '"2"', '"3"']) kept.keep('/list\nbr', answer(tag, 10));
    expect(kept.tagsOf('/list\nbr')).toEqual(['"2"', '"3"']);
    expect(kept.take('/list\ngzip', '"3"')).toBeUndefined();
    expect(kept.take('/list\nbr', '"1"')).toBeUndefined();
    expect([kept.take('/list\nbr', '"3"')?.etag, kept.hits]).toEqual(['"3"', 1]);
  });
});

describe('keepableTag', () => {
  it('names the strong ETag of a 200 the upstream lets this hop keep', () => {
    expect(keepableTag(200, { etag: '"x"', 'cache-control': 'no-store', 'flora-proxy-cache-control': 'no-cache', vary: 'Accept-Encoding' })).toBe('"x"');
    expect(keepableTag(200, { etag: '"x"' })).toBe('"x"');
  });

  it.each([
    ['a weak ETag', 200, { etag: 'W/"x"' }],
    ['no ETag', 200, {}],
    ['another status', 206, { etag: '"x"' }],
    ['no-store', 200, { etag: '"x"', 'cache-control': 'max-age=0, no-store' }],
    ['private', 200, { etag: '"x"', 'cache-control': 'private' }],
    ['no-store targeted at the proxy', 200, { etag: '"x"', 'flora-proxy-cache-control': 'no-store' }],
    ['a cookie', 200, { etag: '"x"', 'set-cookie': ['a=b'] }],
    ['Vary: Authorization', 200, { etag: '"x"', vary: 'accept-encoding, authorization' }],
  ])('refuses %s', (_what, status, headers) => {
    expect(keepableTag(status, headers)).toBeUndefined();
  });
});

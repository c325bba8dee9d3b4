import { describe, expect, it } from 'vitest';
import { ifNoneMatchHolds } from '../../api/http/ifNoneMatch';

describe('If-None-Match', () => {
  it('holds a tag of its list, weakly compared, or any tag for *', () => {
    expect(ifNoneMatchHolds('"a:1", "b:2"', '"b:2"')).toBe(true);
    expect(ifNoneMatchHolds('W/"b:2"', '"b:2"')).toBe(true);
    expect(ifNoneMatchHolds('"b:2"', 'W/"b:2"')).toBe(true);
    expect(ifNoneMatchHolds('*', '"c:3"')).toBe(true);
  });

  it('holds no other tag, nor one only containing it', () => {
    expect(ifNoneMatchHolds('"a:1"', '"a:10"')).toBe(false);
    expect(ifNoneMatchHolds('"a:10"', '"a:1"')).toBe(false);
    expect(ifNoneMatchHolds(undefined, '"a:1"')).toBe(false);
    expect(ifNoneMatchHolds('', '"a:1"')).toBe(false);
  });
});

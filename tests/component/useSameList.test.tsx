import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSameList } from '../../ui/useSameList';

describe('useSameList', () => {
  it('keeps the previous list while a new one holds the same items in the same order', () => {
    const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const first = [a, b];
    const { result, rerender } = renderHook(({ list }) => useSameList(list), { initialProps: { list: first } });
    rerender({ list: [a, b] });
    expect(result.current).toBe(first);
    rerender({ list: [b, a] });
    expect(result.current).toEqual([b, a]);
    rerender({ list: [b, a, c] });
    expect(result.current).toEqual([b, a, c]);
  });

  it('compares items as told: copies with the same content keep the list', () => {
    const first = [{ key: 'name' }];
    const { result, rerender } = renderHook(({ list }) => useSameList(list, (x, y) => x.key === y.key), { initialProps: { list: first } });
    rerender({ list: [{ key: 'name' }] });
    expect(result.current).toBe(first);
    rerender({ list: [{ key: 'city' }] });
    expect(result.current).toEqual([{ key: 'city' }]);
  });
});

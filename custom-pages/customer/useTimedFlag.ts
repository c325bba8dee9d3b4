import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A flag that raises for `ms` milliseconds (the spec's success tick 3 s, comment-sent 3 s, webshop busy 5 s),
 * then lowers and calls `onLower`. `lower()` ends it early; unmounting cancels the timer.
 */
export function useTimedFlag(ms: number, onLower?: () => void): { raised: boolean; raise: () => void; lower: () => void } {
  const [raised, setRaised] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onLowerRef = useRef(onLower);
  useEffect(() => {
    onLowerRef.current = onLower;
  });

  const lower = useCallback(() => {
    clearTimeout(timer.current);
    setRaised(false);
  }, []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setRaised(true);
    timer.current = setTimeout(() => {
      setRaised(false);
      onLowerRef.current?.();
    }, ms);
  }, [ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { raised, raise, lower };
}

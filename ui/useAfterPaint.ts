import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the frame in which the caller first committed, then true. For
 * the lower part of a long page: the part on screen is painted before the rest is rendered. The change
 * is a transition, so updates that arrive meanwhile (data for what is already shown) go first.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}

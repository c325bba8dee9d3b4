import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { afterPageSettled } from './afterPageSettled';

/** Set once the first page the app showed has settled: what mounts after that has nothing to wait for. */
let firstPageSettled = false;

/**
 * False until the page the app opened on has its code and its data and the browser has been idle after
 * rendering it (afterPageSettled), then true; true at once for what mounts later. The shell's secondary
 * parts wait for it: on a cold load of a customer's page they are about a tenth of the main thread's
 * work, and the page in view would queue behind them.
 */
export function usePageSettled(): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState(firstPageSettled);
  useEffect(() => {
    if (settled) return;
    return afterPageSettled(client, () => {
      firstPageSettled = true;
      startTransition(() => setSettled(true));
    });
  }, [client, settled]);
  return settled;
}

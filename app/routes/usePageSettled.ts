import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { afterPageSettled } from './afterPageSettled';

/** Set once the first page the app showed has settled: what mounts after that has nothing to wait for. */
let firstPageSettled = false;

/** Back to a page load's start (component tests share one module graph between files). */
export function forgetPageSettled(): void {
  firstPageSettled = false;
}

/** A page slow to answer (a dashboard over a year of invoices) holds the parts back no longer than this. */
const WAIT_LIMIT_MS = 1000;

/**
 * False until the page the app opened on has its code and its data and the browser has been idle after
 * rendering it (afterPageSettled), or a second after the caller mounted, then true; true at once for
 * what mounts later. The shell's secondary parts wait for it: on a cold load they are work the page in
 * view would otherwise queue behind (the login history page showed 15-30 % sooner without them).
 */
export function usePageSettled(): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState(firstPageSettled);
  useEffect(() => {
    if (settled) return;
    return afterPageSettled(
      client,
      () => {
        firstPageSettled = true;
        startTransition(() => setSettled(true));
      },
      WAIT_LIMIT_MS,
    );
  }, [client, settled]);
  return settled;
}

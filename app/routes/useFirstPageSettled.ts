import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterPageSettled } from './afterPageSettled';

let settledOnce = false;

/**
 * Whether the first page the app showed has settled (its code and data are in, the browser is idle;
 * afterPageSettled). Work that can come second waits for it once; later pages do not wait again.
 */
export function useFirstPageSettled(): boolean {
  const client = useQueryClient();
  const [settled, setSettled] = useState(settledOnce);
  useEffect(() => {
    if (settled) return undefined;
    return afterPageSettled(client, () => {
      settledOnce = true;
      setSettled(true);
    });
  }, [client, settled]);
  return settled;
}

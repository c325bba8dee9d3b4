import { useCallback, useEffect, useState } from 'react';
import { call } from '../../dataProvider';
import type { PrelevementDebtor } from '../../schemas/entities/prelevement';

export interface Bounds {
  minBetaalTermijn: number;
  maxBetaalTermijn: number;
}

/** One company's debtors for the applied term bounds; `enabled` false leaves it unfetched (the second company's first 4 s). */
export function usePrelevementList(company: number, bounds: Bounds, enabled: boolean) {
  const [state, setState] = useState<{ data?: PrelevementDebtor[]; error?: unknown; loading: boolean }>({ loading: false });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ loading: true });
    call('POST prelevement/getprelevement', { body: { company, ...bounds } }).then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [company, bounds.minBetaalTermijn, bounds.maxBetaalTermijn, enabled, generation]);
  const refetch = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, refetch };
}

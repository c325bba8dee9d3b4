import dayjs from 'dayjs';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { dashboardRangeProblem, defaultDashboardRange, type DateRange } from '../../../schemas/datePresets';

export interface DashboardRangeState {
  /** The business day the presets and limits count from ('YYYY-MM-DD'). */
  today: string;
  /** What the pickers show. */
  range: DateRange;
  /** The last valid range: what the figures cover while the pickers hold an invalid one. */
  applied: DateRange;
  setRange: (range: DateRange) => void;
  /** Why the pickers' range cannot be asked for (start after end, end in the future), or null. */
  problem: string | null;
}

const RangeContext = createContext<DashboardRangeState | null>(null);

/** Holds the dashboard's date range: it opens on the company's default range (spec part 1 §9). */
export function DashboardRangeProvider({ companyId, children }: { companyId: number; children: ReactNode }) {
  const today = dayjs().format('YYYY-MM-DD');
  const [range, setShown] = useState<DateRange>(() => defaultDashboardRange(today, companyId));
  const [applied, setApplied] = useState<DateRange>(range);
  const setRange = useCallback(
    (next: DateRange) => {
      setShown(next);
      if (!dashboardRangeProblem(next, today)) setApplied(next);
    },
    [today],
  );
  const value = useMemo(() => ({ today, range, applied, setRange, problem: dashboardRangeProblem(range, today) }), [today, range, applied, setRange]);
  return <RangeContext.Provider value={value}>{children}</RangeContext.Provider>;
}

export function useDashboardRange(): DashboardRangeState {
  const state = useContext(RangeContext);
  if (!state) throw new Error('useDashboardRange needs a DashboardRangeProvider');
  return state;
}

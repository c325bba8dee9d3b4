import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SavedView, SavedViewState } from '../../../../schemas/entities/savedView';

/** Whether a list's address carries filters of its own (react-admin's `filter` parameter, not empty). */
export function carriesFilters(search: string): boolean {
  const filter = new URLSearchParams(search).get('filter');
  if (!filter) return false;
  try {
    const parsed: unknown = JSON.parse(filter);
    return typeof parsed === 'object' && parsed !== null && Object.keys(parsed).length > 0;
  } catch {
    return false;
  }
}

/**
 * Opens the list on the user's default view, once, when its views arrive: unless the address it was opened
 * with carries filters of its own (a shared or bookmarked link, the way back from a record), which win.
 */
export function useDefaultView(views: readonly SavedView[] | undefined, apply: (state: SavedViewState) => void): void {
  const { search } = useLocation();
  // The address as opened: react-admin adds the last filters to it soon after.
  const [openedWithFilters] = useState(() => carriesFilters(search));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !views) return;
    done.current = true;
    const chosen = views.find((view) => view.isDefault);
    if (chosen && !openedWithFilters) apply(chosen.state);
  }, [views, apply, openedWithFilters]);
}

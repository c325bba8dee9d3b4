import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The navigation state that asks a list whose records are created in a dialog (ResourceFormDialog) to open
 * that dialog on arrival: the command palette's "New lead" goes to the leads list with it.
 */
export const CREATE_ON_ARRIVAL = { create: true } as const;

/**
 * Whether the list's create dialog is open, and its setter: opened by the list's own button, or by arriving
 * with CREATE_ON_ARRIVAL (from another page, or again on this one). The state is taken off the history entry
 * at once, so Back or a reload does not open the dialog again.
 */
export function useCreateDialog(): [boolean, (open: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = (location.state as Partial<typeof CREATE_ON_ARRIVAL> | null)?.create === true;
  const [open, setOpen] = useState(asked);
  useEffect(() => {
    if (!asked) return;
    setOpen(true);
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [asked, location.pathname, location.search, location.hash, navigate]);
  return [open, setOpen];
}

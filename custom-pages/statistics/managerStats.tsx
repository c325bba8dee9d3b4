import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { TOUCH_TARGET } from '../../ui/cells/touchTarget';

/** Manager statistics are kept 5 minutes in the browser (spec part 2 §9); the api always answers current figures. */
export const MANAGER_STATS_STALE_MS = 5 * 60_000;

/** A user's name linking to their statistics at /stats/user/{azureId}. */
export function UserStatsLink({ azureId, name }: { azureId: string; name: string }) {
  return (
    <Link component={RouterLink} to={`/stats/user/${encodeURIComponent(azureId)}`} sx={TOUCH_TARGET}>
      {name}
    </Link>
  );
}

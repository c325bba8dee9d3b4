import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { customerPath } from '../customerPath';
import { TOUCH_TARGET } from './touchTarget';

/** A debtor number linking to its customer page (lists and cards of the customer areas). */
export function CustomerLink({ debnr, to = customerPath(debnr) }: { debnr: string; to?: string }) {
  return (
    <Link component={RouterLink} to={to} onClick={(event) => event.stopPropagation()} sx={{ whiteSpace: 'nowrap', ...TOUCH_TARGET }}>
      {debnr}
    </Link>
  );
}

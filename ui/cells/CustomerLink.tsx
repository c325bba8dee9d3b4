import type { MouseEvent } from 'react';
import { Link } from '@mui/material';
import { LinkBase } from 'react-admin';
import { customerPath } from '../customerPath';
import { TOUCH_TARGET } from './touchTarget';

/** A debtor number linking to its customer page (lists and cards of the customer areas); through the app's router (LinkBase). */
export function CustomerLink({ debnr, to = customerPath(debnr) }: { debnr: string; to?: string }) {
  return (
    <Link component={LinkBase} to={to} onClick={(event: MouseEvent) => event.stopPropagation()} sx={{ whiteSpace: 'nowrap', ...TOUCH_TARGET }}>
      {debnr}
    </Link>
  );
}

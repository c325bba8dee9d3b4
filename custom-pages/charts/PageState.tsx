import { Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import type { HttpError } from 'react-admin';
import { ErrorView } from '../../app/errors/ErrorView';

/** A screen's main call: a skeleton while it loads, the generic error view (spec part 1 §8) if it fails. */
export function PageState({ state, children }: { state: { data: unknown; error: HttpError | null }; children: ReactNode }) {
  if (state.error) return <ErrorView status={state.error.status === 401 ? 401 : 500} />;
  if (state.data === undefined) return <Skeleton variant="rounded" height={480} />;
  return <>{children}</>;
}

import { Alert, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Panel } from '../../ui/Panel';

export { Panel };

/** What a panel needs of a query: react-query's data and error. */
export interface LoadState<T> {
  data: T | undefined;
  error: unknown;
}

/** The spec's empty text ('No data found') where a chart or table has nothing to draw. */
export function EmptyText({ height }: { height?: number }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2, minHeight: height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {translate('framework.noData')}
    </Typography>
  );
}

/**
 * A panel over one query: a skeleton while it loads, a short alert if it fails, the empty text when
 * `isEmpty` says there is nothing to show, else its content.
 */
export function QueryPanel<T>({
  title,
  subheader,
  action,
  state,
  isEmpty = () => false,
  height = 300,
  children,
}: {
  title: string;
  subheader?: ReactNode;
  action?: ReactNode;
  state: LoadState<T>;
  isEmpty?: (data: T) => boolean;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  let body: ReactNode;
  if (state.error) body = <Alert severity="error">{translate('charts.load_failed')}</Alert>;
  else if (state.data === undefined) body = <Skeleton variant="rounded" height={height} />;
  else if (isEmpty(state.data)) body = <EmptyText height={height} />;
  else body = children(state.data);
  return (
    <Panel title={title} subheader={subheader} action={action}>
      {body}
    </Panel>
  );
}

/** Two queries as one load state: loaded when both are, failed when either fails. */
export function bothLoaded<A, B>(a: LoadState<A>, b: LoadState<B>): LoadState<[A, B]> {
  return { data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined, error: a.error ?? b.error };
}

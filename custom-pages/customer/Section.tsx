import { Alert, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type HttpError } from 'react-admin';

/** A titled card of the customer page. */
export function Section({ title, subheader, children }: { title: string; subheader?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader title={title} subheader={subheader} slotProps={{ title: { variant: 'h6', component: 'h2' }, subheader: { variant: 'body2' } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

interface QueryState<T> {
  data: T | undefined;
  error: HttpError | null;
}

/** A section over one query: a skeleton while it loads, a short alert if it fails, else its content. */
export function QuerySection<T>({
  title,
  subheader,
  query,
  height = 240,
  children,
}: {
  title: string;
  subheader?: string;
  query: QueryState<T>;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  let body: ReactNode;
  if (query.error) body = <Alert severity="error">{translate('customer.load_failed')}</Alert>;
  else if (query.data === undefined) body = <Skeleton variant="rounded" height={height} />;
  else body = children(query.data);
  return (
    <Section title={title} subheader={subheader}>
      {body}
    </Section>
  );
}

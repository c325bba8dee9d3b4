import { Alert, AlertTitle } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import { formatAgo } from '../../ui/format/ago';

/** The provider statuses that show a banner, and its severity (spec part 2 §2). */
const SEVERITY: Record<string, 'warning' | 'error'> = { 'Degraded Performance': 'warning', 'Service Disruption': 'error' };

/** The email provider's latest status when it is not operational: title, how long ago it started, and the details. */
export function ProviderStatusBanner() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useApiQuery('GET GetLatestStatusUpdate', { staleTime: 60_000 });
  const severity = data ? SEVERITY[data.currentStatus] : undefined;
  if (!data || !severity) return null;
  return (
    <Alert severity={severity} sx={{ mb: 2 }}>
      <AlertTitle>
        {data.currentStatus}: {data.title} ({translate('specialOffers.status.started', { ago: formatAgo(data.startDate, locale) })})
      </AlertTitle>
      {data.details}
    </Alert>
  );
}

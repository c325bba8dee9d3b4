import { Alert, LinearProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Panel } from '../charts/Panel';

/**
 * One export on its page (spec part 2 §2, §4, §8): a card with its inputs, the progress bar while
 * loading, a failure's message in the card, the download or send buttons, then the preview.
 */
export function ExportSection({ title, inputs, loading, error, actions, children }: {
  title: string;
  inputs: ReactNode;
  loading: boolean;
  error?: { message?: string } | null;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Panel title={translate(title)}>
      <Stack spacing={2}>
        {inputs}
        {loading && <LinearProgress aria-label={translate('exports.loading')} />}
        {error && <Alert severity="error">{error.message || translate('ra.notification.http_error')}</Alert>}
        {actions && (
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
            {actions}
          </Stack>
        )}
        {children}
      </Stack>
    </Panel>
  );
}

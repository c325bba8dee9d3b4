import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, type HttpError } from 'react-admin';
import { ErrorView } from '../../ui/ErrorView';

/**
 * The frame of the analytics screens: the title (app bar and heading) above the content, or only the
 * generic error view (spec part 1 §8) when the screen's main call failed.
 */
export function AnalyticsPage({ title, subtitle, error, children }: { title: string; subtitle?: string; error?: HttpError | null; children: ReactNode }) {
  if (error) return <ErrorView status={error.status === 401 ? 401 : 500} />;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

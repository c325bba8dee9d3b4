import { Box, Link, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export type ErrorStatus = 401 | 403 | 404 | 500;

const MESSAGES: Record<ErrorStatus, string> = {
  401: 'app.errors.unauthorized',
  403: 'app.errors.forbidden',
  404: 'app.errors.not_found',
  500: 'app.errors.unexpected',
};

/**
 * The generic error view (spec part 1 §8): 401 'Unauthorized', 403 for what the caller may not see, 404 'Page not found', 500 'An
 * unexpected error occurred.' with a 'try again' link that reloads. For pages: `<ErrorView status={500} />`.
 */
export function ErrorView({ status: answered }: { status: number }) {
  const translate = useTranslate();
  // Any other failure (a 400, a 409, a network error) is unexpected here.
  const status: ErrorStatus = answered in MESSAGES ? (answered as ErrorStatus) : 500;
  const message = translate(MESSAGES[status]);
  return (
    <Box role="alert" sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <Title title={message} />
      <Typography variant="h1" component="p" color="text.secondary" sx={{ fontWeight: 500, fontSize: { xs: 64, md: 96 } }}>
        {status}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {message}
      </Typography>
      {status === 500 && (
        <Link component="button" variant="body1" onClick={() => window.location.reload()} sx={{ mt: 2 }}>
          {translate('app.errors.try_again')}
        </Link>
      )}
    </Box>
  );
}

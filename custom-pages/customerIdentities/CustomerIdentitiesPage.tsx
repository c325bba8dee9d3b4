import { Alert, Box, Card } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { appSettings } from '../../ui/appSettings';
import { useClaims } from '../../ui/useClaims';
import { useTenant } from '../../ui/useTenant';
import { identitiesUrl } from './identitiesUrl';

/** /customeridentities: the external identities page for the current group and brand (companies 3 and 8 only). */
export function CustomerIdentitiesPage() {
  const translate = useTranslate();
  const claims = useClaims();
  const tenant = useTenant();
  const src = claims && tenant !== undefined ? identitiesUrl(appSettings().identitiesUrl, tenant, claims.groupCode) : undefined;
  const title = translate('customer_identities.title');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      {tenant === undefined ? null : src ? (
        <Card sx={{ height: 'calc(100vh - 120px)' }}>
          <Box component="iframe" src={src} title={title} sx={{ border: 0, width: '100%', height: '100%' }} />
        </Card>
      ) : (
        <Alert severity="info">{translate('customer_identities.other_company')}</Alert>
      )}
    </Box>
  );
}

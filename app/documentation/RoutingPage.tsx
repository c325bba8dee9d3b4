import { Card, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { APP_ROUTES } from '../../schemas/appRoutes';

/** Documentation for admins: the route table, read from the very table routes and menus obey. */
export function RoutingPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('app.documentation.routing.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.documentation.routing.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.documentation.routing.intro')}
      </Typography>
      <Card>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.documentation.routing.path')}</TableCell>
              <TableCell>{translate('app.documentation.routing.access')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {APP_ROUTES.map((route) => (
              <TableRow key={route.path}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{route.path}</TableCell>
                <TableCell>
                  {route.public ? (
                    <Chip size="small" color="success" label={translate('app.documentation.routing.public')} />
                  ) : (
                    route.access.map((role) => <Chip key={role} size="small" label={role} sx={{ mr: 0.5 }} />)
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}

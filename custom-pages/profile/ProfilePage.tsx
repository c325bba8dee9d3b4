import Settings from '@mui/icons-material/Settings';
import { Avatar, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useApiQuery } from '../../dataProvider';
import { ErrorView } from '../../ui/ErrorView';
import { ProfileSettingsDialog } from './ProfileSettingsDialog';

/** /profile: who the user is, the way to their login history, and the settings (language, password). */
export function ProfilePage() {
  const translate = useTranslate();
  const { data: user, error } = useApiQuery('GET customer/getuser');
  const [settings, setSettings] = useState(false);
  if (error) return <ErrorView status={error.status} />;
  if (!user) return <Loading />;
  return (
    <Box sx={{ my: 2, maxWidth: 720 }}>
      <Title title={translate('profile.title')} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'secondary.main', width: 56, height: 56 }}>{user.name.charAt(0).toUpperCase()}</Avatar>
            <Box sx={{ flexGrow: 1 }}>
              <Typography variant="h5" component="h1">
                {user.name}
              </Typography>
              <Typography color="text.secondary">{user.email}</Typography>
              <Typography variant="body2">
                {user.companyName} · {user.groupName}
              </Typography>
            </Box>
            <Button variant="outlined" startIcon={<Settings />} onClick={() => setSettings(true)}>
              {translate('profile.settings.title')}
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ mt: 2 }}>
            {user.roles.join(', ')}
          </Typography>
          <Link component={RouterLink} to="/profile/loginhistory" sx={{ display: 'inline-block', mt: 2 }}>
            {translate('profile.login_history.title')}
          </Link>
        </CardContent>
      </Card>
      <ProfileSettingsDialog open={settings} onClose={() => setSettings(false)} />
    </Box>
  );
}

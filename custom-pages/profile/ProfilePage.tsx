import Settings from '@mui/icons-material/Settings';
import { Avatar, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApiQuery } from '../../dataProvider';
import { TOUCH_TARGET } from '../../ui/cells/touchTarget';
import { ErrorView } from '../../ui/ErrorView';
import { useClaims } from '../../ui/useClaims';
import { UserStatistics } from '../statistics/user/UserStatistics';
import { ProfileSettingsDialog } from './ProfileSettingsDialog';

/** /profile: the signed-in user's own profile. */
export function ProfilePage() {
  const claims = useClaims();
  if (!claims) return <Loading />;
  return <ProfileView azureId={claims.azureId} />;
}

/** /stats/user/:azureId: a user's profile; a manager's way to anyone's statistics, the user's own otherwise (the api refuses others). */
export function UserProfilePage() {
  const { azureId = '' } = useParams();
  return <ProfileView azureId={azureId} />;
}

/** A profile: the own one gets who the user is, the login history and the settings; every one gets the statistics. */
function ProfileView({ azureId }: { azureId: string }) {
  const translate = useTranslate();
  const isOwn = azureId.toLowerCase() === useClaims()?.azureId.toLowerCase();
  return (
    <Box sx={{ my: 2 }}>
      {/* Another user's statistics are not 'My profile'. */}
      <Title title={translate(isOwn ? 'profile.title' : 'statistics.users_title')} />
      {isOwn && <OwnProfileCard />}
      <UserStatistics
        key={azureId}
        azureId={azureId}
        isOwn={isOwn}
        header={(name) => (
          <Typography variant="h5" component={isOwn ? 'h2' : 'h1'}>
            {isOwn ? translate('statistics.profile.title_own') : translate('statistics.profile.title_other', { name })}
          </Typography>
        )}
      />
    </Box>
  );
}

/** Who the signed-in user is, the way to their login history, and the settings (language, password). */
function OwnProfileCard() {
  const translate = useTranslate();
  const { data: user, error } = useApiQuery('GET customer/getuser');
  const [settings, setSettings] = useState(false);
  if (error) return <ErrorView status={error.status} />;
  if (!user) return <Loading />;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
        <Link component={RouterLink} to="/profile/loginhistory" sx={{ display: 'inline-block', mt: 2, ...TOUCH_TARGET }}>
          {translate('profile.login_history.title')}
        </Link>
      </CardContent>
      <ProfileSettingsDialog open={settings} onClose={() => setSettings(false)} />
    </Card>
  );
}

import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TOUCH_TARGET } from '../../ui/cells/touchTarget';
import { mapLink, type LoginHistoryRecord } from './loginHistory';

/** A tick or a cross, named for screen readers: whether the login succeeded. */
export function LoginOutcomeIcon({ row }: { row: LoginHistoryRecord }) {
  const translate = useTranslate();
  return row.extraInfo === 'successful' ? (
    <CheckCircle color="success" sx={{ display: 'block' }} titleAccess={translate('profile.login_history.successful')} />
  ) : (
    <Cancel color="error" sx={{ display: 'block' }} titleAccess={translate('profile.login_history.unsuccessful')} />
  );
}

/** City and postcode, linking to the map when the login has a location. */
export function CityCell({ row }: { row: LoginHistoryRecord }) {
  const place = [row.city, row.zipcode].filter(Boolean).join(' ');
  const href = mapLink(row.gpsLoc);
  if (!href) return <>{place}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={TOUCH_TARGET}>
      {place || href}
    </Link>
  );
}

/** What the list shows when there is no login (to show). */
export function NoLogins() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('profile.login_history.empty')}</Typography>;
}

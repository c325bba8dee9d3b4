import { SimpleList } from 'react-admin';
import { loginDate, mapLink, type LoginHistoryRecord } from './loginHistory';
import { CityCell, LoginOutcomeIcon, NoLogins } from './loginCells';

/** The logins on a phone (react-admin's SimpleList over the page's list): outcome and date, then place, region, country and IP. */
export function LoginHistoryCards() {
  return (
    // The list's name (it is no resource of the app): SimpleList's rows need one to build their links.
    <SimpleList<LoginHistoryRecord>
      resource="loginhistory"
      rowClick={false}
      empty={<NoLogins />}
      leftIcon={(row) => <LoginOutcomeIcon row={row} />}
      primaryText={(row) => loginDate(row.startDate)}
      secondaryText={(row) => {
        const rest = [row.region, row.country, row.ip].filter(Boolean).join(' · ');
        const hasPlace = Boolean(row.city || row.zipcode || mapLink(row.gpsLoc));
        return (
          <>
            <CityCell row={row} />
            {hasPlace && rest ? ' · ' : ''}
            {rest}
          </>
        );
      }}
    />
  );
}

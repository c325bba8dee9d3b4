import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Alert, Card, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { call, saveBlob, useApiQuery } from '../../../dataProvider';
import { STATISTICS_PAGE_SIZE, STATISTICS_PAGE_SIZES } from '../../../schemas/constants';
import { minutesSeconds } from '../../../schemas/entities/pageStats';
import { ErrorView } from '../../../ui/ErrorView';
import { formatDate } from '../../../ui/format/dates';
import { FavouriteUsersButton, type FavouriteUsersSource } from '../../../ui/favourites/FavouriteUsersButton';
import { useClaims } from '../../../ui/useClaims';
import { ArrayTable } from '../../charts/ArrayTable';
import { formatCount } from '../../../ui/format/count';
import { Column } from '../../charts/arrayColumns';
import { MANAGER_STATS_STALE_MS, UserStatsLink } from '../managerStats';
import { userApplicationForm, type ApplicantDetails } from './userApplicationForm';

/** The manager's (userAzureId) favourite users: add and remove carry favoriteAzureId and userAzureId (spec part 2 §3, §7). */
export const statsFavourites = (userAzureId: string): FavouriteUsersSource => ({
  useUsers: (enabled) => useApiQuery('GET manager/GetManagerAssignedUsers', { enabled }).data,
  add: (favoriteAzureId) => call('POST manager/AddManagerAssignedUser', { body: { favoriteAzureId, userAzureId } }),
  remove: (favoriteAzureId) => call('DELETE manager/RemoveManagerAssignedUser', { body: { favoriteAzureId, userAzureId } }),
});

/** /stats/users (spec part 2 §2): the manager's favourite users with their visits across pages, their profiles and application forms. */
export function UserStatsPage() {
  const translate = useTranslate();
  const me = useClaims()?.azureId ?? '';
  const favourites = useMemo(() => statsFavourites(me), [me]);
  const stats = useApiQuery('GET monitor/GetUserStatsAllPages', { staleTime: MANAGER_STATS_STALE_MS });
  const rows = useMemo(() => stats.data?.map((row) => ({ ...row, id: row.azureId })), [stats.data]);
  const title = translate('statistics.users_title');
  if (stats.error) return <ErrorView status={stats.error.status} />;
  return (
    <Card sx={{ my: 2 }}>
      <Title title={title} />
      <Stack direction="row" sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <FavouriteUsersButton
          source={favourites}
          labels={{ title: 'statistics.favourites', empty: 'statistics.no_favourites', find: 'statistics.find_user' }}
        />
      </Stack>
      {!rows ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Alert severity="warning" sx={{ m: 2 }}>
          {translate('statistics.pick_favourites')}
        </Alert>
      ) : (
        <ArrayTable rows={rows} label={title} perPage={STATISTICS_PAGE_SIZE} perPageOptions={STATISTICS_PAGE_SIZES}>
          <Column
            source="userName"
            label={translate('statistics.user')}
            render={(row) => <UserStatsLink azureId={row.azureId} name={row.userName} />}
          />
          <Column source="amountOfVisits" label={translate('statistics.visits')} align="right" render={(row) => formatCount(row.amountOfVisits)} />
          <Column source="avgTimeOnPage" label={translate('statistics.average_time')} align="right" render={(row) => minutesSeconds(row.avgTimeOnPage)} />
          <Column source="id" label={translate('statistics.application_form')} disableSort render={(row) => <ApplicationFormButton user={{ name: row.userName, email: row.email, azureId: row.azureId }} />} />
        </ArrayTable>
      )}
    </Card>
  );
}

/** Downloads the user's application form, made in the browser as a PDF. */
function ApplicationFormButton({ user }: { user: ApplicantDetails }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`statistics.form.${key}`);
  const download = async () => {
    const texts = {
      title: t('title'),
      intro: t('intro'),
      name: t('name'),
      email: t('email'),
      userId: t('user_id'),
      company: t('company'),
      roles: t('roles'),
      date: t('date'),
      signatureUser: t('signature_user'),
      signatureManager: t('signature_manager'),
    };
    const bytes = await userApplicationForm(user, texts, formatDate(new Date(), 'dayFirst'));
    saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${t('file_name')}-${user.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf`);
  };
  const label = `${translate('statistics.application_form')}: ${user.name}`;
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={download}>
        <PictureAsPdf fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

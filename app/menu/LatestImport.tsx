import { Box, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useSidebarState, useTranslate } from 'react-admin';
import { usePreparedApiQuery } from '../../dataProvider';
import { latestImportQuery } from '../layout/shellQueries';

/** The last data import (YYYY-MM-DD at HH:mm) and the latest invoice date (YYYY-MM-DD), spec part 1 §1. */
export function LatestImport() {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { data } = usePreparedApiQuery(latestImportQuery());
  if (!sidebarOpen || !data) return null;
  const imported = data.importFinished ? dayjs(data.importFinished) : undefined;
  return (
    <Box sx={{ px: 2, py: 1.5, mt: 'auto', color: 'text.secondary', whiteSpace: 'normal' }} data-testid="latest-import">
      {imported && (
        <Typography variant="caption" component="p">
          {translate('app.menu.last_import', { date: imported.format('YYYY-MM-DD'), time: imported.format('HH:mm') })}
        </Typography>
      )}
      {data.latestInvoice && (
        <Typography variant="caption" component="p">
          {translate('app.menu.latest_invoice', { date: dayjs(data.latestInvoice).format('YYYY-MM-DD') })}
        </Typography>
      )}
    </Box>
  );
}

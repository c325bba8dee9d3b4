import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FavouritesButton } from './FavouritesDialog';

/** The task boards' own toolbar: where the user is (breadcrumbs) and the favourite users. */
export function boardToolbar(current: 'tasksOverview' | 'taskArchive') {
  return function BoardToolbar() {
    const translate = useTranslate();
    return (
      <>
        <Breadcrumbs aria-label={translate('tasks.breadcrumbs')} sx={{ mr: 'auto', ml: 1 }}>
          <Link component={RouterLink} to="/tasks" underline="hover" color="inherit">
            {translate('resources.tasks.name')}
          </Link>
          {current === 'taskArchive' && (
            <Link component={RouterLink} to="/icrm/tasksoverview" underline="hover" color="inherit">
              {translate('resources.tasksOverview.name')}
            </Link>
          )}
          <Typography color="text.primary">{translate(`resources.${current}.name`)}</Typography>
        </Breadcrumbs>
        <FavouritesButton />
      </>
    );
  };
}

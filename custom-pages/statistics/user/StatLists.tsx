import { Card, CardHeader, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STAT_LISTS, WHEN_ABOVE_ZERO, type UserStats } from '../../../schemas/entities/userStats';
import { StatValue } from './StatValue';

const TITLES = ['statistics.profile.usage', 'statistics.profile.work'] as const;

/** The two stat lists: usage and work done. Rarely used figures show only above 0, except to managers (spec part 2 §6). */
export function StatLists({ stats, isOwn, name, isManager }: { stats: UserStats; isOwn: boolean; name: string; isManager: boolean }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {STAT_LISTS.map((fields, i) => {
        const title = translate(`${TITLES[i]}_${isOwn ? 'own' : 'other'}`, { name });
        const shown = fields.filter((field) => isManager || !WHEN_ABOVE_ZERO.has(field) || stats[field] > 0);
        return (
          <Grid key={title} size={{ xs: 12, md: 6 }}>
            <Card component="section" aria-label={title} sx={{ height: '100%' }}>
              <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} sx={{ pb: 0 }} />
              <List dense>
                {shown.map((field) => (
                  <ListItem key={field} divider>
                    <ListItemText primary={translate(`statistics.profile.fields.${field}`)} />
                    <Typography variant="body1" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                      <StatValue field={field} value={stats[field]} />
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COMPARISON_CARDS, COMPARISON_FIELDS, SPEED_FIELDS, percentVersusAverage, speedRatio, type UserStats } from '../../../schemas/entities/userStats';
import { StatValue } from './StatValue';

/**
 * The user against the average of all active users, at most four cards: a percentage difference
 * (own/average×100−100), or for durations how many times faster (average/own). Figures the average
 * user does not have are skipped.
 */
export function ComparisonCards({ own, average, name, isOwn }: { own: UserStats; average: UserStats; name: string; isOwn: boolean }) {
  const translate = useTranslate();
  const cards = COMPARISON_FIELDS.filter((field) => average[field] > 0).slice(0, COMPARISON_CARDS);
  if (cards.length === 0) return null;
  return (
    <Grid container spacing={2} component="section" aria-label={translate('statistics.profile.comparison')}>
      {cards.map((field) => {
        const speed = SPEED_FIELDS.has(field);
        const figure = speed ? speedRatio(own[field], average[field]) : percentVersusAverage(own[field], average[field]);
        const better = figure !== null && (speed ? figure >= 1 : figure >= 0);
        const verdict =
          figure === null
            ? translate('statistics.profile.no_comparison')
            : speed
              ? translate(`statistics.profile.speed_ratio_${isOwn ? 'own' : 'other'}`, { ratio: figure.toFixed(1), name })
              : translate(`statistics.profile.${figure >= 0 ? 'more' : 'less'}_than_average_${isOwn ? 'own' : 'other'}`, { percent: Math.abs(figure), name });
        return (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }} aria-label={translate(`statistics.profile.fields.${field}`)}>
              <CardContent>
                <Typography variant="overline" component="h3" color="text.secondary">
                  {translate(`statistics.profile.fields.${field}`)}
                </Typography>
                <Typography variant="h4" component="p">
                  <StatValue field={field} value={own[field]} />
                </Typography>
                <Typography variant="body2" sx={{ color: figure === null ? 'text.secondary' : better ? 'success.dark' : 'error.main', fontWeight: 500 }}>
                  {verdict}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('statistics.profile.average_user')}: <StatValue field={field} value={average[field]} />
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Card, CardContent, Chip, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useApiQuery } from '../../dataProvider';
import { VISIT_STATUS } from '../../schemas/entities/visit';
import { formatDate } from '../../ui/format/dates';
import { weekOfVisits } from './visitWeek';

/**
 * The showroom's week (beyond the spec): the upcoming visits per day from Monday to Sunday with each
 * day's people, lunches and overnight stays, so staff see the load at a glance.
 */
export function VisitWeekPage() {
  const translate = useTranslate();
  const [offset, setOffset] = useState(0);
  const { data } = useApiQuery('GET visits/Getallvisits', { staleTime: 60_000 });
  if (!data) return <Loading />;
  const week = weekOfVisits(data.filter((v) => v.status !== VISIT_STATUS.cancelled), dayjs().add(offset, 'week').format('YYYY-MM-DD'));
  return (
    <Box sx={{ my: 2 }}>
      <Title title={translate('visits.week')} />
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('visits.week')} · {formatDate(week[0]!.date, 'dayFirst')} – {formatDate(week[6]!.date, 'dayFirst')}
        </Typography>
        <IconButton aria-label={translate('visits.previous_week')} disabled={offset === 0} onClick={() => setOffset(offset - 1)}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label={translate('visits.next_week')} onClick={() => setOffset(offset + 1)}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <Grid container spacing={1} columns={7}>
        {week.map((day) => (
          <Grid key={day.date} size={{ xs: 7, md: 1 }}>
            <Card variant="outlined" component="section" aria-label={formatDate(day.date, 'dayFirst')} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 1 }}>
                <Typography variant="subtitle2" component="h2">
                  {dayjs(day.date).format('dd')} {formatDate(day.date, 'dayFirst')}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('visits.week_totals', { people: day.people, lunch: day.lunch, stay: day.stay })}
                </Typography>
                {day.visits.length === 0 && <Typography variant="body2">{translate('visits.no_visits_day')}</Typography>}
                {day.visits.map((visit) => (
                  <Box key={visit.visitId} sx={{ mt: 1 }}>
                    <Link component={RouterLink} to={`/visit/${visit.visitId}`} variant="body2">
                      {visit.timeOfArrival} {visit.debtorName}
                    </Link>
                    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                      <Chip size="small" label={`${visit.amountOfPeople} × ${visit.durationOfStay}`} />
                    </Stack>
                  </Box>
                ))}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { heatBand, type HeatBand, type HourlyVisits } from '../../../schemas/entities/userStats';
import { QueryPanel } from '../../charts/Panel';
import { SidewaysScroll } from '../../shared/SidewaysScroll';
import { useUserStatQuery, type StatPeriod } from './useUserStatQuery';

/** The colour of each band (spec part 2 §9: 0–1 and 2–10 low, 11–30 medium, 31–100 high). */
const BAND_COLOURS: Record<HeatBand, string> = { none: '#eeeeee', low: '#c8e6c9', medium: '#66bb6a', high: '#2e6b3f' };
const DAYS = [1, 2, 3, 4, 5, 6, 7];
/** Office hours always show; other hours only when there was activity. */
const OFFICE_HOURS = { from: 7, to: 19 };

/** Activity per weekday and hour: a cell per hour, coloured by band, its count in its label. */
export function ActivityHeatmap({ azureId, period }: { azureId: string; period: StatPeriod }) {
  const translate = useTranslate();
  const state = useUserStatQuery('GET monitor/GetUserVisitsPerHour/{azureId}', azureId, period);
  const title = translate('statistics.profile.heatmap');
  return (
    <QueryPanel title={title} state={state} isEmpty={(cells) => cells.length === 0} height={220}>
      {(cells) => {
        const count = new Map(cells.map((cell: HourlyVisits) => [`${cell.day}-${cell.hour}`, cell.amountOfVisits]));
        const busy = cells.map((cell) => cell.hour);
        const hours: number[] = [];
        for (let hour = Math.min(OFFICE_HOURS.from, ...busy); hour <= Math.max(OFFICE_HOURS.to, ...busy); hour++) hours.push(hour);
        return (
          <>
            <SidewaysScroll>
              <Box role="table" aria-label={title} sx={{ display: 'grid', gridTemplateColumns: `auto repeat(${hours.length}, minmax(28px, 1fr))`, gap: '3px', minWidth: 480 }}>
                <Box role="row" sx={{ display: 'contents' }}>
                  <Box role="columnheader" />
                  {hours.map((hour) => (
                    <Typography key={hour} role="columnheader" variant="caption" sx={{ textAlign: 'center' }}>
                      {String(hour).padStart(2, '0')}
                    </Typography>
                  ))}
                </Box>
                {DAYS.map((day) => (
                  <Box key={day} role="row" sx={{ display: 'contents' }}>
                    <Typography role="rowheader" variant="caption" sx={{ pr: 1, alignSelf: 'center' }}>
                      {translate(`statistics.profile.weekdays.${day}`)}
                    </Typography>
                    {hours.map((hour) => {
                      const visits = count.get(`${day}-${hour}`) ?? 0;
                      const band = heatBand(visits);
                      return (
                        <Box
                          key={hour}
                          role="cell"
                          title={`${translate(`statistics.profile.weekdays.${day}`)} ${String(hour).padStart(2, '0')}:00 · ${visits}`}
                          aria-label={`${visits}`}
                          data-band={band}
                          sx={{ height: 24, borderRadius: 0.5, bgcolor: BAND_COLOURS[band] }}
                        />
                      );
                    })}
                  </Box>
                ))}
              </Box>
            </SidewaysScroll>
            <Stack direction="row" spacing={2} sx={{ mt: 1.5, flexWrap: 'wrap' }} aria-label={translate('statistics.profile.heatmap_legend')}>
              {(['low', 'medium', 'high'] as const).map((band) => (
                <Stack key={band} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: BAND_COLOURS[band] }} />
                  <Typography variant="caption">{translate(`statistics.profile.bands.${band}`)}</Typography>
                </Stack>
              ))}
            </Stack>
          </>
        );
      }}
    </QueryPanel>
  );
}

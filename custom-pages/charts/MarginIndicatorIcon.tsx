import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { marginIndicator, type MarginIndicator } from '../../schemas/entities/dashboardIndicators';

const LOOK: Record<MarginIndicator, { Icon: typeof ArrowUpwardIcon; colour: string }> = {
  green: { Icon: ArrowUpwardIcon, colour: '#2e7d32' },
  orange: { Icon: TrendingFlatIcon, colour: '#ef6c00' },
  red: { Icon: ArrowDownwardIcon, colour: '#c62828' },
};

/** A margin against its target: green up arrow above it, orange above 90% of it, red below (spec part 1 §4). */
export function MarginIndicatorIcon({ marginPercent, targetPercent, fontSize = 'medium' }: { marginPercent: number; targetPercent: number; fontSize?: 'small' | 'medium' | 'large' }) {
  const translate = useTranslate();
  const indicator = marginIndicator(marginPercent, targetPercent);
  const { Icon, colour } = LOOK[indicator];
  const label = translate(`charts.margin.${indicator}`);
  return (
    <Tooltip title={label}>
      <Icon role="img" aria-label={label} data-indicator={indicator} fontSize={fontSize} sx={{ color: colour, verticalAlign: 'middle' }} />
    </Tooltip>
  );
}

import SentimentNeutralIcon from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { satisfaction, type Satisfaction } from '../../schemas/entities/dashboardIndicators';

const LOOK: Record<Satisfaction, { Icon: typeof SentimentNeutralIcon; colour: 'success' | 'warning' | 'error' }> = {
  happy: { Icon: SentimentSatisfiedAltIcon, colour: 'success' },
  neutral: { Icon: SentimentNeutralIcon, colour: 'warning' },
  unhappy: { Icon: SentimentVeryDissatisfiedIcon, colour: 'error' },
};

/** A face for a figure against its target: more than 5% below unhappy, more than 5% above happy (spec part 1 §4). */
export function SatisfactionIcon({ current, target }: { current: number; target: number }) {
  const translate = useTranslate();
  const mood = satisfaction(current, target);
  const { Icon, colour } = LOOK[mood];
  const label = translate(`charts.satisfaction.${mood}`);
  return (
    <Tooltip title={label}>
      <Icon role="img" aria-label={label} data-satisfaction={mood} color={colour} fontSize="large" />
    </Tooltip>
  );
}

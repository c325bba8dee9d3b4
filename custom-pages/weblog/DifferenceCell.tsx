import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { NEVER_ORDERED } from '../../schemas/entities/weblog';

/** Days between the last order and the visit: a red cross for never ordered (999), a check for the same day (0), else the days. */
export function DifferenceCell({ difference }: { difference: number }) {
  const translate = useTranslate();
  if (difference === NEVER_ORDERED) return <CloseIcon color="error" fontSize="small" role="img" aria-label={translate('weblog.never_ordered')} data-difference="never" />;
  if (difference === 0) return <CheckIcon color="success" fontSize="small" role="img" aria-label={translate('weblog.ordered_same_day')} data-difference="same-day" />;
  return <>{difference}</>;
}

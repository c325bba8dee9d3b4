import CreditScore from '@mui/icons-material/CreditScore';
import { useTranslate } from 'react-admin';
import { creditScoreColour, type CreditScoreColour } from '../rules/creditScore';

const SHADES: Record<CreditScoreColour, string> = { red: '#d32f2f', orange: '#ef6c00', yellow: '#f9a825', green: '#2e7d32' };

/** The customer's credit score as a coloured icon: 0 red, 1 orange, 2 yellow, 3 green. */
export function CreditScoreIcon({ score }: { score: number }) {
  const translate = useTranslate();
  const colour = creditScoreColour(score);
  if (!colour) return null;
  return (
    <CreditScore
      sx={{ color: SHADES[colour] }}
      titleAccess={translate('customer.credit_score', { score, colour: translate(`customer.colours.${colour}`) })}
    />
  );
}

import { Chip } from '@mui/material';
import { riskOfLeavingColour, type RiskColour } from '../rules/riskOfLeaving';

const SHADES: Record<RiskColour, string> = { darkred: '#8b0000', red: '#d32f2f', orangered: '#e64a19', orange: '#ef8c00' };

/** The risk of leaving in percent, coloured by the spec's bands. */
export function RiskOfLeaving({ percent }: { percent: number }) {
  return <Chip size="small" label={`${percent} %`} sx={{ bgcolor: SHADES[riskOfLeavingColour(percent)], color: '#fff', fontWeight: 600 }} />;
}

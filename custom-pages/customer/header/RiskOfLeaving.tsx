import { Chip } from '@mui/material';
import { riskOfLeavingColour, type RiskColour } from '../rules/riskOfLeaving';

const SHADES: Record<RiskColour, string> = { darkred: '#8b0000', red: '#d32f2f', orangered: '#e64a19', orange: '#ef8c00' };
/** Text that keeps a 4.5:1 contrast on each shade (white on the oranges would not). */
const TEXT: Record<RiskColour, string> = { darkred: '#fff', red: '#fff', orangered: '#000', orange: '#000' };

/** The risk of leaving in percent, coloured by the spec's bands. */
export function RiskOfLeaving({ percent }: { percent: number }) {
  const colour = riskOfLeavingColour(percent);
  return <Chip size="small" label={`${percent} %`} sx={{ bgcolor: SHADES[colour], color: TEXT[colour], fontWeight: 600 }} />;
}

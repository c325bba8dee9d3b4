/** Risk-of-leaving colours (spec part 1 §9): 80 and up dark red, 70–79 red, 60–69 orange-red, below 60 orange. */
export type RiskColour = 'darkred' | 'red' | 'orangered' | 'orange';

export function riskOfLeavingColour(percent: number): RiskColour {
  if (percent >= 80) return 'darkred';
  if (percent >= 70) return 'red';
  if (percent >= 60) return 'orangered';
  return 'orange';
}

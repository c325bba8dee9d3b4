import { describe, expect, it } from 'vitest';
import { marginIndicator, satisfaction, targetLine } from '../../schemas/entities/dashboardIndicators';

describe('overview target line and satisfaction', () => {
  it('draws the target as last year × (1 + target/100)', () => {
    expect(targetLine(200_000, 5)).toBeCloseTo(210_000);
    expect(targetLine(0, 5)).toBe(0);
  });

  it('is unhappy more than 5% under the target, happy more than 5% over it, neutral in between', () => {
    expect(satisfaction(94, 100)).toBe('unhappy');
    expect(satisfaction(95, 100)).toBe('neutral');
    expect(satisfaction(105, 100)).toBe('neutral');
    expect(satisfaction(106, 100)).toBe('happy');
  });

  it('is happy with any figure against a zero target, neutral with none', () => {
    expect(satisfaction(1, 0)).toBe('happy');
    expect(satisfaction(0, 0)).toBe('neutral');
  });
});

describe('margin indicator', () => {
  it('is green above the target, orange above 90% of it, red below', () => {
    expect(marginIndicator(25.1, 25)).toBe('green');
    expect(marginIndicator(25, 25)).toBe('orange');
    expect(marginIndicator(22.6, 25)).toBe('orange');
    expect(marginIndicator(22.5, 25)).toBe('red');
  });
});

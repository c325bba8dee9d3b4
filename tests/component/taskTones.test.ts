import { alpha, decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { schemeTheme } from '../../app/layout/settings/colorSchemes';
import { COLOR_SCHEMES } from '../../app/layout/settings/shellSettings';
import { tasks } from '../../resources/tasks';
import type { Task } from '../../schemas/entities/task';

const rowSx = tasks().list.rowSx!;
const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');
const overdueBy = (days: number) => ({ endDate: daysAgo(days), concluded: false }) as Task;

/** A row's background as drawn: its colour over the paper (a tint is translucent). */
function rowBackground(task: Task, theme: Theme): string {
  const { bgcolor } = rowSx(task) as { bgcolor: string | ((theme: Theme) => string) };
  const colour = decomposeColor(typeof bgcolor === 'function' ? bgcolor(theme) : bgcolor);
  const paper = decomposeColor(theme.palette.background.paper);
  const a = colour.values[3] ?? 1;
  return recomposeColor({ type: 'rgb', values: [0, 1, 2].map((i) => Math.round(colour.values[i]! * a + paper.values[i]! * (1 - a))) as [number, number, number] });
}

describe('overdue tasks', () => {
  it("are the spec's light orange and red on a light scheme", () => {
    const light = schemeTheme('flora');
    expect(rowBackground(overdueBy(2), light)).toBe(recomposeColor(decomposeColor('#ffe0b2')));
    expect(rowBackground(overdueBy(30), light)).toBe(recomposeColor(decomposeColor('#ffcdd2')));
  });

  it.each(COLOR_SCHEMES)('keep their text readable (4.5:1) on the %s scheme', (scheme) => {
    const theme = schemeTheme(scheme);
    for (const task of [overdueBy(2), overdueBy(30)]) {
      expect(getContrastRatio(theme.palette.text.primary, rowBackground(task, theme))).toBeGreaterThanOrEqual(4.5);
    }
    // The two tones stay apart from each other and from a row on time.
    expect(new Set([rowBackground(overdueBy(2), theme), rowBackground(overdueBy(30), theme), alpha(theme.palette.background.paper, 1)]).size).toBe(3);
  });
});

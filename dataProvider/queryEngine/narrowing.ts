import type { Criterion } from './types';

/**
 * Whether every row matching `next` also matches `prev`: each earlier criterion is still there,
 * the same or stricter (typing more letters into a contains field, adding a filter). Then the next
 * keystroke only needs to look at the rows the previous one kept.
 */
function stricter(prev: Criterion, next: Criterion): boolean {
  if (prev.field !== next.field || prev.type !== next.type) return false;
  const before = prev.value.toLowerCase();
  const after = next.value.toLowerCase();
  switch (prev.type) {
    case 'contains':
      return after.includes(before);
    case 'startsWith':
      return after.startsWith(before);
    case 'endsWith':
      return after.endsWith(before);
    default:
      return after === before;
  }
}

export function narrows(prev: readonly Criterion[], next: readonly Criterion[]): boolean {
  return prev.every((earlier) => next.some((later) => stricter(earlier, later)));
}

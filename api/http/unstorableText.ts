/** One step of the walk: a value and how it was reached, so a path is spelled out only for the value found. */
interface Step {
  value: unknown;
  key: string;
  parent: Step | undefined;
}

const pathOf = (step: Step | undefined): string => {
  const keys: string[] = [];
  for (let at = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
};

/**
 * The field (dotted path, '_' for the whole body) of the first string, value or key, holding a NUL
 * character: PostgreSQL text cannot store one, and its refusal must not reach the client as database text.
 * One pass with its own stack, whatever the depth: neither the call stack nor a copy of the path per level
 * grows with the nesting.
 */
export function fieldWithNul(value: unknown): string | undefined {
  const pending: Step[] = [{ value, key: '', parent: undefined }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    if (typeof step.value === 'string') {
      if (step.value.includes('\u0000')) return pathOf(step);
      continue;
    }
    if (step.value === null || typeof step.value !== 'object') continue;
    const entries = Object.entries(step.value);
    // Pushed last to first, so the first field is looked at first, as a reader would name it.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      const child: Step = { value: item, key, parent: step };
      if (key.includes('\u0000')) return pathOf(child);
      pending.push(child);
    }
  }
  return undefined;
}

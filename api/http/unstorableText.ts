/**
 * The field (dotted path, '_' for the whole body) of the first string, value or key, holding a NUL
 * character: PostgreSQL text cannot store one, and its refusal must not reach the client as database text.
 */
export function fieldWithNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key].join('.') : fieldWithNul(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

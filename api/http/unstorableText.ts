/** An object or array being walked: its keys (none for an array), the next to look at, and how it was reached. */
interface Frame {
  container: object;
  keys: string[] | undefined;
  next: number;
  key: string;
  parent: Frame | undefined;
}

const pathOf = (frame: Frame, last: string): string => {
  const keys = [last];
  for (let at: Frame | undefined = frame; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

const frameOf = (container: object, key: string, parent: Frame | undefined): Frame => ({
  container,
  keys: Array.isArray(container) ? undefined : Object.keys(container),
  next: 0,
  key,
  parent,
});

/**
 * The field (dotted path, '_' for the whole body) of the first string, value or key, holding a NUL
 * character: PostgreSQL text cannot store one, and its refusal must not reach the client as database text.
 * One pass in document order with its own stack, whatever the depth: neither the call stack nor a copy of
 * the path per level grows with the nesting, and only objects and arrays cost an allocation, so a body of
 * millions of small values (5 MB of `0,`) is read in milliseconds, not seconds.
 */
export function fieldWithNul(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  let frame: Frame | undefined = frameOf(value, '', undefined);
  while (frame) {
    const { container, keys } = frame;
    const index = frame.next++;
    if (index >= (keys ?? (container as unknown[])).length) {
      frame = frame.parent;
      continue;
    }
    const key = keys ? keys[index]! : index;
    if (typeof key === 'string' && key.includes('\u0000')) return pathOf(frame, key);
    const item = (container as Record<string | number, unknown>)[key];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(frame, String(key));
    } else if (item !== null && typeof item === 'object') frame = frameOf(item, String(key), frame);
  }
  return undefined;
}

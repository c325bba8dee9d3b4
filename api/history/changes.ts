import type { Changes } from '../../schemas/entities/history';

/** Fields never written to the history, whatever the entity (hashes, tokens). */
const SECRET_FIELD = /password|hash|token|secret/i;

/** An empty text is no value, as null is: a create does not list every field left empty. */
const same = (a: unknown, b: unknown) => JSON.stringify(a === '' ? null : (a ?? null)) === JSON.stringify(b === '' ? null : (b ?? null));

/**
 * The fields a write changed, from the record as it was to the record as it is (undefined for a
 * create or a delete). Arrays and objects compare by value; secrets are left out.
 */
export function changesBetween(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): Changes {
  const changes: Changes = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (SECRET_FIELD.test(field) || field === 'version') continue;
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (!same(from, to)) changes[field] = { from, to };
  }
  return changes;
}

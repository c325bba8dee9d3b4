import { z } from 'zod';

/**
 * Config resources declare fields in JSON Schema; their forms validate with the zod schema zod
 * builds from it (zod 4's own converter), so rules read the same as a code resource's.
 * The generator's `x-` hints are not validation rules and are left out.
 */
function withoutHints(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutHints);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema as Record<string, unknown>)
      .filter(([key]) => !key.startsWith('x-'))
      .map(([key, value]) => [key, withoutHints(value)]),
  );
}

export function jsonSchemaToZod(schema: object): z.ZodType {
  return z.fromJSONSchema(withoutHints(schema) as Parameters<typeof z.fromJSONSchema>[0]);
}

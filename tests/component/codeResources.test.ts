import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODE_RESOURCES } from '../../resources/codeResources';
import { defineResource } from '../../resources/framework/defineResource';

/**
 * Code resources are compiled at start for their routes, menu and access; the JSON Schema of their
 * fields, most of the cost, only when a page first reads it. It must still be the checked, complete
 * schema, and a broken hint must still be refused.
 */
describe('code resources', () => {
  it("each one's fields, read later, are the JSON Schema of its zod schema", () => {
    for (const compile of CODE_RESOURCES) {
      const { declaration, validator } = compile();
      const expected = z.toJSONSchema(validator, { io: 'input', unrepresentable: 'any' }) as { properties: object };
      expect(declaration.schema.properties, declaration.name).toEqual(expected.properties);
      expect(JSON.parse(JSON.stringify(declaration)).schema.properties, declaration.name).toEqual(expected.properties);
    }
  });

  it('refuses a column that is not a field at start, and a broken hint when the fields are read', () => {
    const base = { name: 'things', path: '/things', endpoints: { list: { method: 'GET' as const, path: 'things/list' } }, access: { list: ['iCRMBasis' as const] } };
    expect(() => defineResource({ ...base, schema: z.object({ code: z.string() }), list: { columns: ['nope'] } })).toThrow(/unknown field 'nope'/);
    const broken = defineResource({ ...base, schema: z.object({ code: z.string().meta({ 'x-link': 'not a route' }) }), list: { columns: ['code'] } });
    expect(() => broken.declaration.schema).toThrow(/must be an app route/);
  });
});

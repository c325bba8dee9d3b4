import { z } from 'zod';
import type { ComponentType } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import type { CompiledResource, View } from './compiledResource';
import { declarationSchema, type DeclarationInput, type ResourceDeclaration } from './declarationSchema';
import { compileListSlots } from './list/compileListSlots';
import type { ListSlots } from './list/listSlots';
import type { FormSlots } from './form/formSlots';

/**
 * A resource declared in code: the declaration with a zod schema, plus what only code can give:
 * bespoke views, extra pages, and the React slots of the generated list (cells, row and bulk actions,
 * ...) and form (inputs, rules).
 */
export interface CodeResource<Row extends Record<string, any> = any> extends Omit<DeclarationInput, 'schema'> {
  schema: z.ZodObject;
  views?: Partial<Record<View, ComponentType | null>>;
  pages?: PageDefinition[];
  listSlots?: ListSlots<Row>;
  formSlots?: FormSlots<any, Row>;
}

/** The declaration's `schema` of a code resource, checked as a config file's is. */
function fieldsOf(schema: z.ZodObject): ResourceDeclaration['schema'] {
  return declarationSchema.shape.schema.parse(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
}

/**
 * Compiles a code resource to the same JSON a config file holds (z.toJSONSchema keeps the `.meta()`
 * hints), checked by the same declaration schema; the zod schema itself stays the form validator.
 * The app compiles every resource at start (routes, menu, access) but renders one: the fields' JSON
 * Schema, most of the cost, is made when first read (the resource's page renders). At start the
 * declaration is checked against the names of the fields.
 */
export function defineResource<Row extends Record<string, any> = any>(resource: CodeResource<Row>): CompiledResource {
  const { schema, views = {}, pages = [], listSlots, formSlots = {}, ...rest } = resource;
  const names = { type: 'object' as const, properties: Object.fromEntries(Object.keys(schema.shape).map((name) => [name, {}])) };
  const declaration = declarationSchema.parse({ ...rest, schema: names });
  let fields: ResourceDeclaration['schema'] | undefined;
  Object.defineProperty(declaration, 'schema', { enumerable: true, get: () => (fields ??= fieldsOf(schema)) });
  return { declaration, validator: schema, views, pages, list: compileListSlots(declaration, listSlots), form: formSlots, origin: 'code' };
}

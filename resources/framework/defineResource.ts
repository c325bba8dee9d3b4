import { z } from 'zod';
import type { ComponentType } from 'react';
import type { PageDefinition } from '../../ui/pageDefinition';
import type { CompiledResource, View } from './compiledResource';
import { declarationSchema, type DeclarationInput } from './declarationSchema';
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

/**
 * Compiles a code resource to the same JSON a config file holds (z.toJSONSchema keeps the `.meta()`
 * hints), checked by the same declaration schema; the zod schema itself stays the form validator.
 */
export function defineResource<Row extends Record<string, any> = any>(resource: CodeResource<Row>): CompiledResource {
  const { schema, views = {}, pages = [], listSlots, formSlots = {}, ...rest } = resource;
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const declaration = declarationSchema.parse({ ...rest, schema: jsonSchema });
  return { declaration, validator: schema, views, pages, list: compileListSlots(declaration, listSlots), form: formSlots, origin: 'code' };
}

import { z } from 'zod';
import type { PageDefinition } from '../../ui/pageDefinition';
import type { CompiledResource, View } from './compiledResource';
import { declarationSchema, type DeclarationInput } from './declarationSchema';
import type { ComponentType } from 'react';

/** A resource declared in code: the declaration with a zod schema, plus optional bespoke views. */
export interface CodeResource extends Omit<DeclarationInput, 'schema'> {
  schema: z.ZodObject;
  views?: Partial<Record<View, ComponentType | null>>;
  pages?: PageDefinition[];
}

/**
 * Compiles a code resource to the same JSON a config file holds (z.toJSONSchema keeps the `.meta()`
 * hints), checked by the same declaration schema; the zod schema itself stays the form validator.
 */
export function defineResource(resource: CodeResource): CompiledResource {
  const { schema, views = {}, pages = [], ...rest } = resource;
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const declaration = declarationSchema.parse({ ...rest, schema: jsonSchema });
  return { declaration, validator: schema, views, pages, origin: 'code' };
}

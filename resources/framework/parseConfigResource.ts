import { declarationSchema } from './declarationSchema';
import type { CompiledResource } from './compiledResource';
import { problemsOf, type ConfigProblem } from './configProblems';
import { jsonSchemaToZod } from './jsonSchemaToZod';
import { compileListSlots } from './list/compileListSlots';

export type ParsedConfig = { resource: CompiledResource; problems: [] } | { resource: undefined; problems: ConfigProblem[] };

/** Validates one config file's JSON against the declaration format; pure, so tests need no server. */
export function parseConfigResource(file: string, json: unknown): ParsedConfig {
  const parsed = declarationSchema.safeParse(json);
  if (!parsed.success) return { resource: undefined, problems: problemsOf(file, parsed.error) };
  try {
    const validator = jsonSchemaToZod(parsed.data.schema);
    return { resource: { declaration: parsed.data, validator, views: {}, pages: [], list: compileListSlots(parsed.data), form: {}, origin: file }, problems: [] };
  } catch (error) {
    return { resource: undefined, problems: [{ file, key: 'schema', message: (error as Error).message }] };
  }
}

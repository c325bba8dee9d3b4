import type { ResourceDeclaration } from './declarationSchema';
import type { DisplayFormat, FieldJsonSchema, FormatHint, InputKind } from './fieldSchema';

/** One field of a declaration with what the generator infers from its JSON Schema and hints. */
export interface FieldSpec {
  name: string;
  schema: FieldJsonSchema;
  required: boolean;
  display: DisplayFormat;
  input: InputKind;
}

function types(schema: FieldJsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

const RENAMED: Partial<Record<FormatHint, DisplayFormat>> = { money: 'currency', boolean: 'boolean-icon' };

function displayOf(schema: FieldJsonSchema): DisplayFormat {
  const hint = schema['x-format'];
  if (hint) return RENAMED[hint] ?? (hint as DisplayFormat);
  const t = types(schema);
  if (t.includes('boolean')) return 'boolean-icon';
  if (schema.format === 'email') return 'email';
  if (schema.format === 'date-time') return 'datetime';
  if (schema.format === 'date' || schema['x-dateFormat']) return 'date';
  return 'text';
}

function inputOf(schema: FieldJsonSchema, display: DisplayFormat): InputKind {
  if (schema['x-input']) return schema['x-input'];
  if (schema['x-choices'] || Array.isArray(schema.enum)) return 'select';
  if (display === 'currency') return 'money';
  if (display === 'boolean-icon') return 'boolean';
  if (display === 'email') return 'email';
  if (display === 'date' || display === 'datetime') return 'date';
  const t = types(schema);
  if (t.includes('number') || t.includes('integer')) return 'number';
  return (schema.maxLength ?? 0) > 200 ? 'textarea' : 'text';
}

/** Numbers and amounts align right in tables, so their digits line up. */
export function alignsRight(field: FieldSpec): boolean {
  const t = types(field.schema);
  return field.display === 'currency' || field.display === 'percent' || ((t.includes('number') || t.includes('integer')) && field.display === 'text');
}

export function fieldSpec(declaration: ResourceDeclaration, name: string): FieldSpec {
  const schema = declaration.schema.properties[name] ?? {};
  const display = displayOf(schema);
  return { name, schema, required: declaration.schema.required?.includes(name) ?? false, display, input: inputOf(schema, display) };
}

/** Choices of a select: the hint's, else the JSON Schema enum's values. */
export function choicesOf(field: FieldSpec): { id: string | number; name: string }[] {
  if (field.schema['x-choices']) return field.schema['x-choices'];
  const values = Array.isArray(field.schema.enum) ? (field.schema.enum as (string | number)[]) : [];
  return values.map((value) => ({ id: value, name: String(value) }));
}

/** Fills `{field}` placeholders of an app route from a row: /icrm/customer/{debnr} → /icrm/customer/123456. */
export function fillRoute(template: string, row: Record<string, unknown>): string | undefined {
  let missing = false;
  const path = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = row[key];
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  return missing ? undefined : path;
}

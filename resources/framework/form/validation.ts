import type { z } from 'zod';

/** A form error as react-admin shows it: an i18n key with its arguments, or a text. */
export type FormError = string | { message: string; args: Record<string, unknown> };

const KEY = 'framework.validation.';

/**
 * i18n keys for rules the schema states without its own text (config resources' JSON Schema):
 * 'is required' and friends. Texts the schema carries (the api's own, such as 'Group does not
 * exist') win, because zod prefers a schema's message over a per-parse map.
 */
function issueKey(issue: z.core.$ZodRawIssue): string | undefined {
  if ((issue.input === undefined || issue.input === null) && issue.code !== 'custom') return 'required';
  switch (issue.code) {
    case 'invalid_type':
      return 'type';
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') return Number(issue.minimum) <= 1 ? 'required' : 'minLength';
      return issue.inclusive ? 'min' : 'greaterThan';
    case 'too_big':
      return issue.origin === 'string' ? 'maxLength' : 'max';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'format';
    case 'invalid_value':
      return 'choice';
    default:
      return undefined;
  }
}

/** Empty inputs count as absent, so a required field reads 'is required' and an optional one passes. */
function withoutEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}

/** Validates form values with the resource's zod schema; first error per field, as react-admin wants. */
export function validateWithSchema(schema: z.ZodType, values: Record<string, unknown>, labelOf: (field: string) => string): Record<string, FormError> {
  const result = schema.safeParse(withoutEmpty(values), {
    error: (issue) => {
      const key = issueKey(issue);
      return key ? KEY + key : undefined;
    },
  });
  if (result.success) return {};
  const errors: Record<string, FormError> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field] !== undefined) continue;
    const bounds = issue as { minimum?: unknown; maximum?: unknown };
    errors[field] = issue.message.startsWith(KEY)
      ? { message: issue.message, args: { field: labelOf(field), min: bounds.minimum, max: bounds.maximum } }
      : issue.message;
  }
  return errors;
}

import { z } from 'zod';

/**
 * The JSON Schema of one field plus the generator's hints as `x-` keywords. Code resources put the
 * same keys in zod `.meta()`; `z.toJSONSchema` copies them, so both kinds of resource read alike.
 * Standard keywords (type, format, enum, maxLength, minimum, ...) pass through untouched and feed
 * the JSON Schema → zod validation.
 */
export const INPUT_KINDS = ['text', 'textarea', 'email', 'password', 'number', 'money', 'boolean', 'date', 'select'] as const;
export type InputKind = (typeof INPUT_KINDS)[number];

/**
 * How a value is shown: `currency` euro nl-NL with 2 decimals, `percent` nl-NL with 2 decimals,
 * `date`/`datetime` (x-dateFormat), `boolean-icon` a tick or a cross, `link` to x-link's route (or
 * the value itself as address), `email` a mailto link. `money` and `boolean` are older names of
 * `currency` and `boolean-icon`.
 */
export const DISPLAY_FORMATS = ['text', 'currency', 'percent', 'date', 'datetime', 'boolean-icon', 'link', 'email', 'money', 'boolean'] as const;
export type FormatHint = (typeof DISPLAY_FORMATS)[number];
/** A format after the older names are mapped. */
export type DisplayFormat = Exclude<FormatHint, 'money' | 'boolean'>;

const choice = z.object({ id: z.union([z.string(), z.number()]), name: z.string() }).strict();

export const fieldHintsSchema = z.object({
  /** i18n key or literal label (labels in the declaration take precedence per language). */
  'x-label': z.string().optional(),
  'x-input': z.enum(INPUT_KINDS).optional(),
  'x-choices': z.array(choice).optional(),
  /** Another resource whose records are the choices. */
  'x-reference': z.object({ resource: z.string(), optionText: z.string() }).strict().optional(),
  'x-format': z.enum(DISPLAY_FORMATS).optional(),
  /** dayjs format of dates, e.g. DD/MM/YYYY. */
  'x-dateFormat': z.string().optional(),
  /** An app route the value links to, `{field}` placeholders filled from the row: /icrm/customer/{debnr}. */
  'x-link': z.string().regex(/^\/[^\s]*$/, 'must be an app route').optional(),
});

export const fieldSchema = fieldHintsSchema
  .extend({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    maxLength: z.number().int().nonnegative().optional(),
  })
  .loose();

export type FieldJsonSchema = z.output<typeof fieldSchema>;
export type FieldHints = z.output<typeof fieldHintsSchema>;
export type Choice = z.output<typeof choice>;

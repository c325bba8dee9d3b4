import { z } from 'zod';

/**
 * A small declarative rule over the fields of one row, for JSON declarations (when a row action is
 * enabled, which rows are highlighted): `{ "field": "levStop", "equals": false }`, `notEquals`,
 * `in: [..]`, `empty: true`, or `{ "all": [rules] }` / `{ "any": [rules] }`.
 */
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const fieldName = z.string().regex(/^[A-Za-z_][\w]*$/, 'must be a field name');

const condition = z.union([
  z.object({ field: fieldName, equals: scalar }).strict(),
  z.object({ field: fieldName, notEquals: scalar }).strict(),
  z.object({ field: fieldName, in: z.array(scalar).min(1) }).strict(),
  z.object({ field: fieldName, empty: z.boolean() }).strict(),
]);

export type RowRule = z.output<typeof condition> | { all: RowRule[] } | { any: RowRule[] };

export const rowRuleSchema: z.ZodType<RowRule> = z.lazy(() =>
  z.union([condition, z.object({ all: z.array(rowRuleSchema).min(1) }).strict(), z.object({ any: z.array(rowRuleSchema).min(1) }).strict()]),
);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Whether a row satisfies a rule; values compare as the api sends them (no type coercion). */
export function rowMatches(rule: RowRule, row: Record<string, unknown>): boolean {
  if ('all' in rule) return rule.all.every((r) => rowMatches(r, row));
  if ('any' in rule) return rule.any.some((r) => rowMatches(r, row));
  const value = row[rule.field] ?? null;
  if ('equals' in rule) return value === rule.equals;
  if ('notEquals' in rule) return value !== rule.notEquals;
  if ('in' in rule) return rule.in.includes(value as never);
  return isEmpty(value) === rule.empty;
}

/** The fields a rule reads (the declaration checks they exist). */
export function ruleFields(rule: RowRule): string[] {
  if ('all' in rule) return rule.all.flatMap(ruleFields);
  if ('any' in rule) return rule.any.flatMap(ruleFields);
  return [rule.field];
}

import { z } from 'zod';
import { LANGUAGES, PAGE_SIZES } from '../../schemas/constants';
import { ROLES } from '../../schemas/roles';
import { FILTER_TYPES } from '../../dataProvider/queryEngine/types';
import { fieldSchema } from './fieldSchema';
import { ruleFields, rowRuleSchema, type RowRule } from './rowRule';

/**
 * The declaration format of a resource, as data. Config files (resources/config/*.json) are parsed
 * with it, and code resources compile to it (see defineResource), so one generator renders both.
 */
export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

const fieldName = z.string().regex(/^[A-Za-z_][\w]*$/, 'must be a field name');

export const endpointSchema = z
  .object({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
    /** Legacy path under /api/ with `{field}` placeholders filled from the id or the record. */
    path: z.string().regex(/^[A-Za-z0-9_\-./{}]+$/, 'must be a path template such as customer/getcustomer/{debnr}'),
    /** What the request sends as body: the record, `{ [id]: value }`, these fields of the record, or nothing (default: record for POST/PUT). */
    body: z.union([z.enum(['record', 'id', 'none']), z.array(fieldName).min(1)]).optional(),
  })
  .strict();

const roles = z.array(z.enum(ROLES));

/** A text of the declaration: an i18n key or literal text, or the text per language (English is the fallback). */
export const localTextSchema = z.union([
  z.string().min(1),
  z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1).optional()])) as Record<(typeof LANGUAGES)[number], z.ZodOptional<z.ZodString>>).strict(),
]);
export type LocalText = z.output<typeof localTextSchema>;

/**
 * A button in each row that calls one of the declaration's endpoints (named by its key in
 * `endpoints`), its placeholders and body filled from the row; after a confirmation when `confirm`
 * is set. Texts may hold `{field}` placeholders, filled from the row.
 */
const rowActionSchema = z
  .object({
    label: localTextSchema,
    endpoint: z.string().min(1),
    confirm: localTextSchema.optional(),
    /** Who sees the button; default: the list's roles. */
    roles: roles.optional(),
    /** Rows the button is enabled for; default: every row. */
    enabledWhen: rowRuleSchema.optional(),
  })
  .strict();
export type EndpointAction = z.output<typeof rowActionSchema>;

export const ROW_TONES = ['warning', 'error', 'success', 'info'] as const;
export type RowTone = (typeof ROW_TONES)[number];

/** Where a click on a row goes: its show or edit view, an app route with `{field}` placeholders, or nowhere. */
const rowClickSchema = z.union([
  z.enum(['show', 'edit', 'none']),
  z.string().regex(/^\/[^\s]*$/, 'must be show, edit, none or an app route such as /icrm/customer/{debnr}'),
]);

const labelSet = z
  .object({
    name: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
    sections: z.record(z.string(), z.string()).optional(),
  })
  .strict();

const listSchema = z
  .object({
    columns: z.array(fieldName).min(1),
    /** Per column, the filter types offered (spec: contains, starts-with, ... is-false). */
    filters: z.record(fieldName, z.array(z.enum(FILTER_TYPES)).min(1)).optional(),
    sort: z.object({ field: fieldName, order: z.enum(['ASC', 'DESC']) }).strict().optional(),
    perPage: z.number().int().positive().default(20),
    perPageOptions: z.array(z.number().int().positive()).min(1).default([...PAGE_SIZES]),
    /** Global search over every field. */
    search: z.boolean().default(true),
    export: z.boolean().default(true),
    /** How long a fetched list stays fresh (spec: confirmations list 60 s). */
    cacheSeconds: z.number().nonnegative().optional(),
    /** Default: edit when the user may edit, else show when there is a show view, else nowhere. */
    rowClick: rowClickSchema.optional(),
    rowActions: z.array(rowActionSchema).optional(),
    /** The same over the ticked rows: the endpoint is called once per ticked row that satisfies enabledWhen. */
    bulkActions: z.array(rowActionSchema).optional(),
    /** Rows tinted by the first rule they match (e.g. blocked customers in orange). */
    rowTones: z.array(z.object({ when: rowRuleSchema, tone: z.enum(ROW_TONES) }).strict()).optional(),
    /** Text when no row matches; default 'No data found'. */
    empty: localTextSchema.optional(),
    /** Fields the exports hold, in order; default the columns. */
    exportFields: z.array(fieldName).min(1).optional(),
    /** The key columns, all a phone shows (of those the list shows); default the first three. */
    phoneColumns: z.array(fieldName).min(1).optional(),
  })
  .strict();

const formSchema = z
  .object({
    sections: z.array(z.object({ key: z.string().min(1), fields: z.array(fieldName).min(1) }).strict()).min(1),
    readOnly: z.array(fieldName).optional(),
    /** Inputs side by side on wider screens: 1 or 2 columns. */
    columns: z.union([z.literal(1), z.literal(2)]).default(1),
    /** Fields that take a whole row when there are 2 columns. */
    wide: z.array(fieldName).optional(),
    /** A field shown only while another field holds a value. */
    conditional: z
      .record(fieldName, z.object({ field: fieldName, equals: z.union([z.string(), z.number(), z.boolean()]) }).strict())
      .optional(),
  })
  .strict();

const objectSchema = z
  .object({
    type: z.literal('object'),
    properties: z.record(fieldName, fieldSchema),
    required: z.array(fieldName).optional(),
  })
  .loose();

export const declarationSchema = z
  .object({
    name: z.string().regex(/^[A-Za-z][\w-]*$/, 'must be a resource name (letters, digits, - and _)'),
    /** The route of the list as the spec writes it, e.g. /icrm/users. */
    path: z.string().regex(/^\/[\w\-/]*$/, 'must be an app route such as /verzendbevestigingen'),
    /** Routes of the other views where the spec puts them elsewhere (default: path/create, path/{id}, path/{id}/show). */
    paths: z
      .object({
        create: z.string().regex(/^\/[\w\-/]*$/).optional(),
        edit: z.string().regex(/^\/[\w\-/]*\{id\}[\w\-/]*$/, 'must hold {id}').optional(),
        show: z.string().regex(/^\/[\w\-/]*\{id\}[\w\-/]*$/, 'must hold {id}').optional(),
      })
      .strict()
      .optional(),
    /** The id field; without one, rows are numbered in the order the api sends them. */
    id: fieldName.optional(),
    /** The field that names a record in titles and confirmations (e.g. a user's name). */
    representation: fieldName.optional(),
    schema: objectSchema,
    endpoints: z
      .object({ list: endpointSchema, one: endpointSchema, create: endpointSchema, update: endpointSchema, delete: endpointSchema })
      .partial()
      // Further keys name endpoints the list's actions call.
      .catchall(endpointSchema),
    access: z.object(Object.fromEntries(ACTIONS.map((a) => [a, roles])) as Record<Action, typeof roles>).partial().strict(),
    list: listSchema.optional(),
    form: formSchema.optional(),
    labels: z
      .object(Object.fromEntries(LANGUAGES.map((l) => [l, labelSet.optional()])) as Record<(typeof LANGUAGES)[number], z.ZodOptional<typeof labelSet>>)
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((decl, ctx) => {
    const known = new Set(Object.keys(decl.schema.properties));
    const check = (name: string, path: PropertyKey[]) => {
      if (!known.has(name)) ctx.addIssue({ code: 'custom', path, message: `unknown field '${name}'` });
    };
    if (decl.id) check(decl.id, ['id']);
    if (decl.representation) check(decl.representation, ['representation']);
    decl.schema.required?.forEach((f, i) => check(f, ['schema', 'required', i]));
    decl.list?.columns.forEach((f, i) => check(f, ['list', 'columns', i]));
    Object.keys(decl.list?.filters ?? {}).forEach((f) => check(f, ['list', 'filters', f]));
    if (decl.list?.sort) check(decl.list.sort.field, ['list', 'sort', 'field']);
    decl.form?.sections.forEach((s, i) => s.fields.forEach((f, j) => check(f, ['form', 'sections', i, 'fields', j])));
    decl.form?.readOnly?.forEach((f, i) => check(f, ['form', 'readOnly', i]));
    decl.form?.wide?.forEach((f, i) => check(f, ['form', 'wide', i]));
    Object.entries(decl.form?.conditional ?? {}).forEach(([f, rule]) => {
      check(f, ['form', 'conditional', f]);
      check(rule.field, ['form', 'conditional', f, 'field']);
    });
    const checkRule = (rule: RowRule, path: PropertyKey[]) => ruleFields(rule).forEach((f) => check(f, path));
    const checkAction = (action: { endpoint: string }, path: PropertyKey[]) => {
      if (!decl.endpoints[action.endpoint]) ctx.addIssue({ code: 'custom', path: [...path, 'endpoint'], message: `unknown endpoint '${action.endpoint}'` });
    };
    decl.list?.rowActions?.forEach((action, i) => {
      checkAction(action, ['list', 'rowActions', i]);
      if (action.enabledWhen) checkRule(action.enabledWhen, ['list', 'rowActions', i, 'enabledWhen']);
    });
    decl.list?.bulkActions?.forEach((action, i) => {
      checkAction(action, ['list', 'bulkActions', i]);
      if (action.enabledWhen) checkRule(action.enabledWhen, ['list', 'bulkActions', i, 'enabledWhen']);
    });
    decl.list?.rowTones?.forEach((tone, i) => checkRule(tone.when, ['list', 'rowTones', i, 'when']));
    decl.list?.exportFields?.forEach((f, i) => check(f, ['list', 'exportFields', i]));
    decl.list?.phoneColumns?.forEach((f, i) => check(f, ['list', 'phoneColumns', i]));
    const rowClick = decl.list?.rowClick;
    if (rowClick?.startsWith('/')) [...rowClick.matchAll(/\{(\w+)\}/g)].forEach((m) => check(m[1]!, ['list', 'rowClick']));
    if (decl.list && !decl.list.perPageOptions.includes(decl.list.perPage)) {
      ctx.addIssue({ code: 'custom', path: ['list', 'perPage'], message: 'must be one of perPageOptions' });
    }
    if (decl.list && !decl.endpoints.list) ctx.addIssue({ code: 'custom', path: ['endpoints', 'list'], message: 'a list needs a list endpoint' });
    if (decl.form && !decl.endpoints.create && !decl.endpoints.update) {
      ctx.addIssue({ code: 'custom', path: ['form'], message: 'a form needs a create or update endpoint' });
    }
  });

/** A declaration as written (config file or compiled code resource). */
export type DeclarationInput = z.input<typeof declarationSchema>;
/** A declaration after parsing: defaults filled in. */
export type ResourceDeclaration = z.output<typeof declarationSchema>;
export type EndpointDeclaration = z.output<typeof endpointSchema>;

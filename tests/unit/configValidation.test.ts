import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldSpec } from '../../resources/framework/fields';
import { parseConfigResource } from '../../resources/framework/parseConfigResource';
import { rowMatches } from '../../resources/framework/rowRule';
import { formatValue } from '../../resources/framework/show/FieldValue';

const shipped = JSON.parse(readFileSync('resources/config/verzendbevestigingen.json', 'utf8'));
const clone = () => structuredClone(shipped);
const withActions = JSON.parse(readFileSync('resources/config/leverstops.json', 'utf8'));
const cloneWithActions = () => structuredClone(withActions);

describe('config resource validation', () => {
  it('accepts the shipped sent-confirmations file', () => {
    const parsed = parseConfigResource('verzendbevestigingen.json', shipped);
    expect(parsed.problems).toEqual([]);
    expect(parsed.resource?.declaration.list?.perPage).toBe(20);
    expect(parsed.resource?.declaration.list?.perPageOptions).toEqual([5, 10, 20, 50, 100, 500]);
  });

  it('reports the file and the failing key of a broken file', () => {
    const broken = clone();
    broken.list.perPage = 'twenty';
    expect(parseConfigResource('broken.json', broken).problems).toEqual([
      { file: 'broken.json', key: 'list.perPage', message: expect.any(String) },
    ]);
  });

  it('reports filter types and roles that do not exist', () => {
    const broken = clone();
    broken.list.filters.email = ['like'];
    broken.access.list = ['iCRMBasic'];
    expect(parseConfigResource('b.json', broken).problems.map((p) => p.key)).toEqual(['access.list.0', 'list.filters.email.0']);
  });

  it('reports columns, filters and sort fields the schema does not have', () => {
    const broken = clone();
    broken.list.columns.push('debtorNumber');
    broken.list.filters.city = ['contains'];
    broken.list.sort.field = 'date';
    const problems = parseConfigResource('b.json', broken).problems;
    expect(problems.map((p) => p.key)).toEqual(['list.columns.5', 'list.filters.city', 'list.sort.field']);
    expect(problems[0]!.message).toBe("unknown field 'debtorNumber'");
  });

  it('reports a default page size outside the options, unknown keys and a list without endpoint', () => {
    const broken = clone();
    broken.list.perPage = 25;
    broken.colour = 'red';
    delete broken.endpoints.list;
    const problems = parseConfigResource('b.json', broken).problems;
    expect(problems.map((p) => p.key)).toEqual(expect.arrayContaining(['list.perPage', '', 'endpoints.list']));
    expect(problems.find((p) => p.key === '')?.message).toMatch(/colour/);
  });

  it('reports a hint of the wrong kind', () => {
    const broken = clone();
    broken.schema.properties.debiteurNummer['x-link'] = 'icrm/customer';
    expect(parseConfigResource('b.json', broken).problems.map((p) => p.key)).toEqual(['schema.properties.debiteurNummer.x-link']);
  });

  it('validates form values with the zod schema built from the JSON Schema', () => {
    const validator = parseConfigResource('v.json', shipped).resource!.validator;
    const result = validator.safeParse({ debiteurNummer: '1234567', debiteurNaam: 'Anna', email: 'not-an-email', verzendbevestigingDatum: '2026-01-02' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.code])).toEqual([
      ['debiteurNummer', 'too_big'],
      ['email', 'invalid_format'],
    ]);
  });

  it('accepts the shipped delivery-stops file and names its actions for canAccess with their roles', () => {
    const { resource, problems } = parseConfigResource('leverstops.json', withActions);
    expect(problems).toEqual([]);
    expect(resource!.list.rowActions.map((a) => [a.name, a.roles])).toEqual([
      ['row.0', ['iCRMFinancieel']],
      ['row.1', ['iCRMFinancieel']],
    ]);
    expect(resource!.list.bulkActions.map((a) => a.name)).toEqual(['bulk.0']);
  });

  it('gives an action without roles the roles of the list', () => {
    const file = cloneWithActions();
    delete file.list.rowActions[0].roles;
    expect(parseConfigResource('l.json', file).resource!.list.rowActions[0]!.roles).toEqual(['iCRMBasis']);
  });

  it('reports a malformed rule, tone or row click', () => {
    const broken = cloneWithActions();
    broken.list.bulkActions[0].enabledWhen = { all: [{ field: 'levStop', like: 'x' }] };
    broken.list.rowTones[0].tone = 'orange';
    broken.list.rowClick = 'open';
    delete broken.list.rowActions[0].label;
    expect(parseConfigResource('l.json', broken).problems.map((p) => p.key).sort()).toEqual(
      ['list.bulkActions.0.enabledWhen', 'list.rowActions.0.label', 'list.rowClick', 'list.rowTones.0.tone'].sort(),
    );
  });

  it('reports actions calling an endpoint the file does not declare, and rules and routes over unknown fields', () => {
    const broken = cloneWithActions();
    broken.list.rowActions[0].endpoint = 'closeAll';
    broken.list.rowActions[1].enabledWhen = { field: 'blocked', equals: true };
    broken.list.rowClick = '/icrm/customer/{customer}';
    const problems = parseConfigResource('l.json', broken).problems;
    expect(problems.map((p) => [p.key, p.message])).toEqual([
      ['list.rowActions.0.endpoint', "unknown endpoint 'closeAll'"],
      ['list.rowActions.1.enabledWhen', "unknown field 'blocked'"],
      ['list.rowClick', "unknown field 'customer'"],
    ]);
  });

  it('reports an unknown format and accepts the older names money and boolean', () => {
    const broken = cloneWithActions();
    broken.schema.properties.name['x-format'] = 'euro';
    expect(parseConfigResource('l.json', broken).problems.map((p) => p.key)).toEqual(['schema.properties.name.x-format']);
    const older = cloneWithActions();
    older.schema.properties.levStop['x-format'] = 'boolean';
    expect(fieldSpec(parseConfigResource('l.json', older).resource!.declaration, 'levStop').display).toBe('boolean-icon');
  });
});

describe('formats of a column', () => {
  const declaration = parseConfigResource('f.json', {
    name: 'formats',
    path: '/formats',
    schema: {
      type: 'object',
      properties: {
        amount: { type: 'number', 'x-format': 'currency' },
        oldAmount: { type: 'number', 'x-format': 'money' },
        share: { type: 'number', 'x-format': 'percent' },
        day: { type: 'string', 'x-format': 'date', 'x-dateFormat': 'DD-MM-YYYY' },
      },
    },
    endpoints: { list: { method: 'GET', path: 'x/all' } },
    access: {},
    list: { columns: ['amount', 'oldAmount', 'share', 'day'] },
  }).resource!.declaration;
  const shown = (field: string, value: unknown) => formatValue(fieldSpec(declaration, field), value).replace(/\s/g, ' ');

  it('writes currency in euro nl-NL with 2 decimals (money is the same), percent nl-NL, dates as declared', () => {
    expect(shown('amount', 1234.5)).toBe('€ 1.234,50');
    expect(shown('oldAmount', 0.456)).toBe('€ 0,46');
    expect(shown('share', 12.345)).toBe('12,35 %');
    expect(shown('day', '2026-06-17')).toBe('17-06-2026');
    expect(shown('amount', null)).toBe('');
  });
});

describe('rules over a row', () => {
  const row = { levStop: false, inetCheck: true, city: 'Breda', note: '' };

  it('compares values as the api sends them', () => {
    expect(rowMatches({ field: 'levStop', equals: false }, row)).toBe(true);
    expect(rowMatches({ field: 'levStop', equals: 'false' }, row)).toBe(false);
    expect(rowMatches({ field: 'city', notEquals: 'Breda' }, row)).toBe(false);
    expect(rowMatches({ field: 'city', in: ['Gent', 'Breda'] }, row)).toBe(true);
    expect(rowMatches({ field: 'note', empty: true }, row)).toBe(true);
    expect(rowMatches({ field: 'missing', equals: null }, row)).toBe(true);
  });

  it('combines rules with all and any', () => {
    expect(rowMatches({ all: [{ field: 'inetCheck', equals: true }, { field: 'levStop', equals: false }] }, row)).toBe(true);
    expect(rowMatches({ all: [{ field: 'inetCheck', equals: true }, { field: 'levStop', equals: true }] }, row)).toBe(false);
    expect(rowMatches({ any: [{ field: 'city', equals: 'Gent' }, { field: 'levStop', equals: false }] }, row)).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfigResource } from '../../resources/framework/parseConfigResource';

const shipped = JSON.parse(readFileSync('resources/config/verzendbevestigingen.json', 'utf8'));
const clone = () => structuredClone(shipped);

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
});

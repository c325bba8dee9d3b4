import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { invalidateArrays } from '../../dataProvider';
import { resourceDefinitions } from '../../resources';
import { defineResource } from '../../resources/framework/defineResource';
import { parseConfigResource } from '../../resources/framework/parseConfigResource';
import { renderResource } from './renderResource';

const slow = { timeout: 8000 };

/** A config declaration with a form: sections, read-only and conditional fields, hints. */
const contacts = parseConfigResource('contacts.json', {
  name: 'contacts',
  path: '/contacts',
  id: 'code',
  schema: {
    type: 'object',
    properties: {
      code: { type: 'string' },
      name: { type: 'string', minLength: 1, maxLength: 20 },
      email: { type: 'string', format: 'email' },
      kind: { type: 'string', enum: ['shop', 'florist'] },
      target: { type: 'number', exclusiveMinimum: 0 },
      closed: { type: 'boolean' },
      closedUntil: { type: 'string', 'x-input': 'date' },
    },
    required: ['name', 'email', 'target'],
  },
  endpoints: {
    list: { method: 'GET', path: 'contacts/all' },
    create: { method: 'POST', path: 'contacts/create' },
    update: { method: 'PUT', path: 'contacts/update/{code}' },
  },
  access: { list: [] },
  list: { columns: ['code', 'name'], perPage: 20 },
  form: {
    sections: [
      { key: 'who', fields: ['code', 'name', 'email', 'kind'] },
      { key: 'business', fields: ['target', 'closed', 'closedUntil'] },
    ],
    readOnly: ['code'],
    conditional: { closedUntil: { field: 'closed', equals: true } },
  },
  labels: { en: { name: 'Contacts', fields: { name: 'Name', email: 'Email', target: 'Target', closed: 'Closed', closedUntil: 'Closed until', kind: 'Kind' }, sections: { who: 'Who', business: 'Business' } } },
}).resource!;

const requests: { method: string; url: string; body: unknown }[] = [];
let answerSave: () => Response;

beforeEach(() => {
  invalidateArrays();
  requests.length = 0;
  answerSave = () => new Response('{}', { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/contacts/all')) return new Response(JSON.stringify([{ code: 'C1', name: 'Anna', email: 'anna@x.test', target: 3, closed: false }]), { status: 200 });
      return answerSave();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a form generated from a declaration', { timeout: 60_000 }, () => {
  it('renders the sections with inputs of the kinds the schema calls for', async () => {
    renderResource([contacts], '/contacts/C1');
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Anna'), slow);
    expect(screen.getByText('Who')).toBeTruthy();
    expect(screen.getByText('Business')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('maxlength')).toBe('20');
    expect(screen.getByLabelText(/^Target/).getAttribute('type')).toBe('number');
    expect(screen.getByLabelText('Closed').getAttribute('type')).toBe('checkbox');
    expect(screen.getByLabelText(/^Kind/).getAttribute('role')).toBe('combobox');
    expect(screen.getByLabelText(/^Code/).hasAttribute('readonly')).toBe(true);
  });

  it('shows a conditional field only while its condition holds', async () => {
    renderResource([contacts], '/contacts/create');
    await screen.findByLabelText(/^Name/, undefined, slow);
    expect(screen.queryByLabelText(/^Closed until/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Closed'));
    await screen.findByLabelText(/^Closed until/, undefined, slow);
  });

  it("validates with the schema: 'is required', email, greater than", async () => {
    renderResource([contacts], '/contacts/create');
    fireEvent.change(await screen.findByLabelText(/^Email/, undefined, slow), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(/^Target/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required', undefined, slow);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Must be greater than 0')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('saves to the create endpoint and goes back to the list', async () => {
    renderResource([contacts], '/contacts/create');
    fireEvent.change(await screen.findByLabelText(/^Name/, undefined, slow), { target: { value: 'Bert' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'bert@x.test' } });
    fireEvent.change(screen.getByLabelText(/^Target/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')).toMatchObject({ url: '/api/contacts/create', body: { name: 'Bert', email: 'bert@x.test', target: 4 } }), slow);
    await screen.findByText('Anna', undefined, slow);
  });

  it("keeps what was typed and puts the api's field errors on the inputs", async () => {
    answerSave = () => new Response(JSON.stringify({ message: 'Invalid request body', errors: { email: 'A contact with this email already exists' } }), { status: 400 });
    renderResource([contacts], '/contacts/C1');
    const name = await screen.findByLabelText(/^Name/, undefined, slow);
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Anna'), slow);
    fireEvent.change(name, { target: { value: 'Anna B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('A contact with this email already exists', undefined, slow);
    expect(requests.find((r) => r.method === 'PUT')?.url).toBe('/api/contacts/update/C1');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Anna B');
  });
});

describe('a resource declared in code', () => {
  const Bespoke = () => <p>bespoke list</p>;
  const things = () =>
    defineResource({
      name: 'things',
      path: '/things',
      id: 'code',
      schema: z.object({
        code: z.string().max(6).meta({ 'x-link': '/icrm/customer/{code}' }),
        amount: z.number().meta({ 'x-format': 'money' }),
      }),
      endpoints: { list: { method: 'GET', path: 'things/all' }, create: { method: 'POST', path: 'things/create' } },
      access: { list: ['iCRMBasis'], create: ['iCRMAdmin'] },
      list: { columns: ['code', 'amount'], perPage: 10 },
      form: { sections: [{ key: 'main', fields: ['code', 'amount'] }] },
      views: { list: Bespoke, create: null },
    });

  it('compiles to the JSON a config file holds, hints included', () => {
    const { declaration } = things();
    expect(declaration.schema.properties).toEqual({
      code: { type: 'string', maxLength: 6, 'x-link': '/icrm/customer/{code}' },
      amount: { type: 'number', 'x-format': 'money' },
    });
    expect(parseConfigResource('same.json', JSON.parse(JSON.stringify(declaration))).problems).toEqual([]);
  });

  it("routes the views it has, each asking canAccess for its action; a null view has no route", () => {
    const { pages } = resourceDefinitions([things()]);
    expect(pages.map((p) => [p.path, p.access])).toEqual([
      ['/things', { resource: 'things', action: 'list' }],
      ['/things/:id/show', { resource: 'things', action: 'show' }],
    ]);
  });

  it('renders a bespoke view in place of the generic one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]')));
    renderResource([things()], '/things');
    await screen.findByText('bespoke list');
  });
});

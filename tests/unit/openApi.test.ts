import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/contract/openApi';
import { ALL_ROUTES } from '../../api/routes';
import { ENDPOINT_ACCESS, parseEndpointKey, type EndpointKey } from '../../schemas/endpoints';
import { EXTENSION_ENDPOINTS } from '../../schemas/extensions';

const document = openApiDocument(ALL_ROUTES, '1.2.3');
const operationOf = (endpoint: EndpointKey) => {
  const { method, path } = parseEndpointKey(endpoint);
  return (document.paths[`/api/${path}`] as Record<string, any> | undefined)?.[method.toLowerCase()];
};

describe('the OpenAPI document of the back-office API', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors.slice(0, 3)).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('describes every call of the contract, extensions marked x-extension and spec calls not', () => {
    for (const endpoint of Object.keys(ENDPOINT_ACCESS) as EndpointKey[]) {
      const operation = operationOf(endpoint);
      expect(operation, endpoint).toBeDefined();
      expect(operation['x-extension'] === true, endpoint).toBe(EXTENSION_ENDPOINTS.has(endpoint));
    }
  });

  it('gives parameters, bodies and answers from the routes and the contract table', () => {
    const login = operationOf('POST auth/login');
    expect(login.security).toEqual([]);
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login.responses['200'].content['application/json'].schema.required).toEqual(expect.arrayContaining(['accessToken', 'refreshToken', 'user']));

    const customer = operationOf('GET customer/getcustomer/{debnr}');
    expect(customer.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'debnr', in: 'path', required: true })]));
    expect(customer.description).toContain('part 1 §7');
    expect(customer.responses['401']).toBeDefined();

    const history = operationOf('GET history/{entity}/{id}');
    expect(history.description).toContain('extension');
  });
});

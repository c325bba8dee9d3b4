import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/contract/openApi';
import { ALL_ROUTES } from '../../api/routes';
import { deadUpstreamUrl, makeSite, NAVIGATION, startProxy } from './proxyFixtures';

let site: Awaited<ReturnType<typeof makeSite>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
beforeAll(async () => {
  site = await makeSite();
  // What the build writes (scripts/apiDocs.ts), without the renderer's bundle.
  const docs = path.join(site.distDir, 'api-docs');
  await mkdir(docs);
  await writeFile(path.join(docs, 'openapi.json'), JSON.stringify(openApiDocument(ALL_ROUTES, '0.1.0')));
  await writeFile(path.join(docs, 'index.html'), '<!doctype html><title>Flora CRM · back-office API</title>');
  proxy = await startProxy({ distDir: site.distDir, configDir: site.configDir, upstreamUrl: await deadUpstreamUrl() });
});
afterAll(async () => {
  await proxy.close();
  await site.remove();
});

describe('the API documentation the proxy serves', () => {
  it('answers the OpenAPI document at /api-docs/openapi.json, not forwarded as an API call', async () => {
    const response = await fetch(`${proxy.url}/api-docs/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(150);
  });

  it('opens its readable page at /api-docs', async () => {
    const redirect = await fetch(`${proxy.url}/api-docs`, { headers: NAVIGATION, redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/api-docs/');
    const page = await fetch(`${proxy.url}/api-docs/`, { headers: NAVIGATION });
    expect(await page.text()).toContain('back-office API');
  });
});

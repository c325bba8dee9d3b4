import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BrevoImport {
  apiKey: string | undefined;
  body: unknown;
}

export interface FakeBrevo {
  /** Base URL, for MARKETING_API_URL. */
  url: string;
  /** The key it accepts; change it to see how the api takes a refused key. */
  apiKey: string;
  /** 'failing' answers 500 to every import. */
  mode: 'accepting' | 'failing';
  imports: BrevoImport[];
  close(): Promise<void>;
}

/**
 * A local stand-in for Brevo's POST /v3/contacts/import: it checks the api-key header and the JSON
 * shape ({ jsonBody: [{ email, attributes }] }) and answers 202 { processId } like the provider.
 * Wrong key: 401; wrong shape: 400; other paths: 404.
 */
export async function startFakeBrevo(): Promise<FakeBrevo> {
  const imports: BrevoImport[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/v3/contacts/import') return answer(404, { code: 'not_found' });
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(400, { code: 'bad_request', message: 'invalid JSON' });
      }
      imports.push({ apiKey: req.headers['api-key'] as string | undefined, body });
      if (req.headers['api-key'] !== fake.apiKey) return answer(401, { code: 'unauthorized', message: 'Key not found' });
      if (!isContactsImport(body)) return answer(400, { code: 'invalid_parameter', message: 'jsonBody is invalid' });
      if (fake.mode === 'failing') return answer(500, { code: 'internal_error' });
      answer(202, { processId: imports.length });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeBrevo = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: 'xkeysib-fake-test-key',
    mode: 'accepting',
    imports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

function isContactsImport(body: unknown): boolean {
  const rows = (body as { jsonBody?: unknown })?.jsonBody;
  return (
    Array.isArray(rows) &&
    rows.every(
      (row) =>
        typeof row?.email === 'string' &&
        row.email.includes('@') &&
        typeof row.attributes === 'object' &&
        row.attributes !== null &&
        Object.values(row.attributes).every((v) => typeof v === 'string'),
    )
  );
}

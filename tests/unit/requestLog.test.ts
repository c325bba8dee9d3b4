import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { jsonLogs, prettyLogs, timestamp, watchRequest, type Logs } from '../../proxy/requestLog';

const run = promisify(execFile);
const requestLog = new URL('../../proxy/requestLog.ts', import.meta.url).pathname;

/** A process that logs with the proxy's default log and ends as the script says; what reached its standard output. */
async function outputOf(script: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { standardOutput as log } from '${requestLog}';\n${script}`]);
  return stdout.split('\n').filter(Boolean);
}

/** One request through a server that watches it with `logs` and answers 200; the answer's X-Request-Id. */
async function oneRequest(logs: Logs, path: string, headers: Record<string, string> = {}, body?: string): Promise<string | null> {
  const server = http.createServer((req, res) => {
    watchRequest(req, res, logs.request);
    req.resume().on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method: body ? 'POST' : 'GET', headers, body });
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 10));
    return response.headers.get('x-request-id');
  } finally {
    server.close();
  }
}

const tokenFor = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;

test('the request log writes every line, in order, also when the process exits in the same turn', async () => {
  expect(await outputOf(`log('one'); log('two'); setTimeout(() => { log('three'); process.exit(0); }, 5);`)).toEqual(['one', 'two', 'three']);
  expect(await outputOf(`log('first'); await new Promise((resolve) => setTimeout(resolve, 5)); log('second');`)).toEqual(['first', 'second']);
});

test('a log line is stamped with the time as ISO 8601, to the millisecond', async () => {
  for (const at of [Date.UTC(2026, 10, 26, 2, 40, 0, 7), Date.UTC(2026, 10, 26, 2, 40, 0, 999), Date.UTC(2026, 10, 26, 2, 40, 1, 0), Date.UTC(2027, 0, 1, 0, 0, 0, 120)]) {
    expect(timestamp(at)).toBe(new Date(at).toISOString());
  }
});

test('a request is one JSON line: time, request id, method, route template, status, duration and the token\'s azureId; never the token, path, query or body', async () => {
  const chunks: string[] = [];
  const token = tokenFor({ azureId: 'a1b2c3d4-0000-4000-8000-000000000001', roles: ['iCRMBasis'] });
  const id = await oneRequest(jsonLogs((chunk) => chunks.push(chunk)), '/api/customer/submitcomment/100234?mail=someone%40example.test', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, '{"memo":"private words"}');
  expect(chunks).toHaveLength(1);
  expect(chunks[0]!.endsWith('\n')).toBe(true);
  const entry = JSON.parse(chunks[0]!);
  expect(entry).toEqual({
    level: 'info',
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    requestId: id,
    method: 'POST',
    route: '/api/customer/submitcomment/:debnr',
    status: 200,
    durationMs: expect.any(Number),
    azureId: 'a1b2c3d4-0000-4000-8000-000000000001',
  });
  for (const secret of [token, '100234', 'example.test', 'private words']) expect(chunks[0]).not.toContain(secret);
});

test('X-Request-Id: a sane one (visible ASCII, at most 200) is kept and answered; anything else is replaced by a new id', async () => {
  const lines: string[] = [];
  const logs = prettyLogs((line) => lines.push(line));
  expect(await oneRequest(logs, '/healthz', { 'x-request-id': 'lb-7f3a/42' })).toBe('lb-7f3a/42');
  for (const bad of ['x'.repeat(201), 'has space', 'tab\tinside']) {
    const answered = await oneRequest(logs, '/healthz', { 'x-request-id': bad });
    expect(answered).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  }
  expect(await oneRequest(logs, '/healthz')).toMatch(/^[0-9a-f-]{36}$/);
});

test('LOG_FORMAT=pretty: a short line for people, with the same fields', async () => {
  const lines: string[] = [];
  await oneRequest(prettyLogs((line) => lines.push(line)), '/api/auth/getRoles?x=1', { authorization: `Bearer ${tokenFor({ azureId: 'user-9' })}`, 'x-request-id': 'r-1' });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z GET \/api\/auth\/getRoles 200 [\d.]+ms user-9 r-1$/);
});

test('a token that is no JWT, or whose azureId is not a sane id, logs no user', async () => {
  const lines: string[] = [];
  const logs = prettyLogs((line) => lines.push(line));
  for (const authorization of ['Bearer not-a-token', `Bearer ${tokenFor({ azureId: 'evil\nline' })}`, `Bearer ${tokenFor({ azureId: 42 })}`, 'Basic abc']) {
    await oneRequest(logs, '/healthz', { authorization, 'x-request-id': 'r' });
  }
  expect(lines.map((line) => line.split(' ').at(-2))).toEqual(['-', '-', '-', '-']);
});

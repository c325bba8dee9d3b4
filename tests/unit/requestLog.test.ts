import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const run = promisify(execFile);
const requestLog = new URL('../../proxy/requestLog.ts', import.meta.url).pathname;

/** A process that logs with the proxy's default log and ends as the script says; what reached its standard output. */
async function outputOf(script: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { standardOutput as log } from '${requestLog}';\n${script}`]);
  return stdout.split('\n').filter(Boolean);
}

test('the request log writes every line, in order, also when the process exits in the same turn', async () => {
  expect(await outputOf(`log('one'); log('two'); setTimeout(() => { log('three'); process.exit(0); }, 5);`)).toEqual(['one', 'two', 'three']);
  expect(await outputOf(`log('first'); await new Promise((resolve) => setTimeout(resolve, 5)); log('second');`)).toEqual(['first', 'second']);
});

test('a log line is stamped with the time as ISO 8601, to the millisecond', async () => {
  const { timestamp } = await import('../../proxy/requestLog');
  for (const at of [Date.UTC(2026, 10, 26, 2, 40, 0, 7), Date.UTC(2026, 10, 26, 2, 40, 0, 999), Date.UTC(2026, 10, 26, 2, 40, 1, 0), Date.UTC(2027, 0, 1, 0, 0, 0, 120)]) {
    expect(timestamp(at)).toBe(new Date(at).toISOString());
  }
});

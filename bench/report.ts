import { overhead, type Summary } from './stats';

export interface Row {
  scenario: string;
  concurrency: number;
  path: 'api' | 'bare' | 'proxy';
  summary: Summary;
  /** CPU time of the server process (api, and proxy when in the path) per request. */
  cpuMsPerRequest: number;
  failures: Record<string, number>;
}

/** Targets: at 20 and 50 concurrent the proxy costs under 10% at p50 over a bare pass-through; the search list stays under 50 ms at p99 at 50. */
export const TARGETS = { concurrency: 50, overheadConcurrency: [20, 50], proxyOverheadP50Percent: 10, searchP99Ms: 50 };

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const signed = (n: number) => `${n >= 0 ? '+' : ''}${fixed(n)}%`;
const verdict = (met: boolean) => (met ? 'meets' : 'MISSES');

function table(rows: Row[]): string[] {
  const header = ['call', 'concurrent', 'path', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req'];
  const cells = rows.map((r) => [
    r.scenario,
    String(r.concurrency),
    r.path,
    String(r.summary.requests),
    String(r.summary.errors),
    fixed(r.summary.perSecond),
    fixed(r.summary.p50, 2),
    fixed(r.summary.p99, 2),
    fixed(r.cpuMsPerRequest, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 || i === 2 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)];
}

export function formatReport(rows: Row[], context: string[]): string {
  const out = [...context, '', ...table(rows), ''];
  for (const r of rows.filter((row) => row.summary.errors > 0)) {
    const reasons = Object.entries(r.failures).map(([reason, count]) => `${count} × ${reason}`);
    out.push(`failures, ${r.scenario} via ${r.path}, ${r.concurrency} concurrent: ${reasons.join(', ')}`);
  }
  const peer = (of: Row, path: Row['path']) => rows.find((r) => r.path === path && r.scenario === of.scenario && r.concurrency === of.concurrency)!;
  for (const bare of rows.filter((r) => r.path === 'bare')) {
    const api = peer(bare, 'api');
    out.push(`one bare hop, ${bare.scenario}, ${bare.concurrency} concurrent: p50 ${signed(overhead(api.summary.p50, bare.summary.p50))}, server CPU ${signed(overhead(api.cpuMsPerRequest, bare.cpuMsPerRequest))} over the api straight`);
  }
  for (const proxy of rows.filter((r) => r.path === 'proxy')) {
    const bare = peer(proxy, 'bare');
    const p50 = overhead(bare.summary.p50, proxy.summary.p50);
    const target = TARGETS.overheadConcurrency.includes(proxy.concurrency) ? ` (${verdict(p50 < TARGETS.proxyOverheadP50Percent)} the < ${TARGETS.proxyOverheadP50Percent}% p50 target)` : '';
    const cpu = overhead(bare.cpuMsPerRequest, proxy.cpuMsPerRequest);
    out.push(`proxy over the bare hop, ${proxy.scenario}, ${proxy.concurrency} concurrent: p50 ${signed(p50)}, p99 ${signed(overhead(bare.summary.p99, proxy.summary.p99))}, server CPU ${signed(cpu)}${target}`);
  }
  const search = rows.find((r) => r.scenario.includes('getallcustomerstosearch') && r.path === 'proxy' && r.concurrency === TARGETS.concurrency);
  if (search) {
    out.push(`search list through the proxy, ${TARGETS.concurrency} concurrent: p99 ${fixed(search.summary.p99, 2)} ms (${verdict(search.summary.p99 < TARGETS.searchP99Ms)} the < ${TARGETS.searchP99Ms} ms target)`);
  }
  return out.join('\n');
}

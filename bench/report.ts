import { overhead, type Summary } from './stats';

export interface Row {
  scenario: string;
  path: 'api' | 'proxy';
  summary: Summary;
}

/** Targets from the brief: the proxy costs under 10% at p50; the search list stays under 50 ms at p99. */
export const TARGETS = { proxyOverheadP50Percent: 10, searchP99Ms: 50 };

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const signed = (n: number) => `${n >= 0 ? '+' : ''}${fixed(n)}%`;

export function formatReport(rows: Row[], context: string[]): string {
  const header = ['call', 'path', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms'];
  const cells = rows.map((r) => [r.scenario, r.path, String(r.summary.requests), String(r.summary.errors), fixed(r.summary.perSecond), fixed(r.summary.p50, 2), fixed(r.summary.p99, 2)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i < 2 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  const out = [...context, '', line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line), ''];

  for (const scenario of [...new Set(rows.map((r) => r.scenario))]) {
    const api = rows.find((r) => r.scenario === scenario && r.path === 'api')!.summary;
    const proxy = rows.find((r) => r.scenario === scenario && r.path === 'proxy')!.summary;
    const p50 = overhead(api.p50, proxy.p50);
    const verdict = p50 < TARGETS.proxyOverheadP50Percent ? 'meets' : 'MISSES';
    out.push(`proxy overhead, ${scenario}: p50 ${signed(p50)}, p99 ${signed(overhead(api.p99, proxy.p99))} (${verdict} the < ${TARGETS.proxyOverheadP50Percent}% p50 target)`);
  }
  const search = rows.find((r) => r.scenario.includes('getallcustomerstosearch') && r.path === 'proxy');
  if (search) {
    const verdict = search.summary.p99 < TARGETS.searchP99Ms ? 'meets' : 'MISSES';
    out.push(`search list through the proxy: p99 ${fixed(search.summary.p99, 2)} ms (${verdict} the < ${TARGETS.searchP99Ms} ms target)`);
  }
  return out.join('\n');
}

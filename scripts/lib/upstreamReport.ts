import type { EndpointKey } from '../../schemas/endpoints';

/** What became of one call of a check of a live back office. */
export type CallOutcome =
  | { kind: 'ok' }
  | { kind: 'mismatch'; path: string; message: string }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'not offered'; status: number }
  | { kind: 'skipped'; reason: string }
  | { kind: 'no answer'; reason: string };

export interface CallResult {
  endpoint: EndpointKey;
  outcome: CallOutcome;
}

function verdict(outcome: CallOutcome): string {
  switch (outcome.kind) {
    case 'ok':
      return 'ok';
    case 'mismatch':
      return `mismatch: ${outcome.path}: ${outcome.message}`;
    case 'status':
      return outcome.message ? `${outcome.status}: ${outcome.message}` : String(outcome.status);
    case 'not offered':
      return `not offered (${outcome.status})`;
    case 'skipped':
      return `skipped: ${outcome.reason}`;
    case 'no answer':
      return `no answer: ${outcome.reason}`;
  }
}

/** One line per call: the endpoint, padded to `width`, and what became of it. */
export const resultLine = ({ endpoint, outcome }: CallResult, width: number) => `${endpoint.padEnd(width)}  ${verdict(outcome)}`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The closing lines: the counts of each outcome, and whether the answers match the contract. */
export function summaryLines(results: readonly CallResult[]): string[] {
  const count = (kind: CallOutcome['kind']) => results.filter((r) => r.outcome.kind === kind).length;
  const mismatches = count('mismatch');
  const failed = count('status') + count('no answer');
  const asked = results.length - count('skipped');
  return [
    `${plural(asked, 'call', 'calls')} made: ${count('ok')} ok, ${plural(mismatches, 'mismatch', 'mismatches')}, ${plural(failed, 'other answer', 'other answers')} (error status or none), ${count('not offered')} not offered; ${count('skipped')} skipped.`,
    mismatches === 0 ? 'Every answer received matches the contract.' : `${plural(mismatches, 'answer does', 'answers do')} not match the contract.`,
  ];
}

/**
 * The content encodings of `offered` a request's Accept-Encoding takes, best first: by the client's
 * q-value, then in our order ('*' stands for any not named; q=0 refuses). No header: none.
 */
export function acceptableEncodings<E extends string>(header: string | undefined, offered: readonly E[]): E[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name) weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (encoding: E) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return offered.filter((encoding) => weightOf(encoding) > 0).sort((a, b) => weightOf(b) - weightOf(a));
}

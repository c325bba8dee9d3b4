/**
 * Answers the api gave with a strong ETag (the ready-made lists: the customer search list, ...), kept
 * in memory so the next read of the same URL, by the same user in the same group, sends If-None-Match:
 * the api answers 304 with no body while the list is unchanged. Nothing goes to disk (the api's
 * answers are no-store); the kept answers go when the tokens do.
 */
const MAX_KEPT = 40;
const kept = new Map<string, { etag: string; text: string }>();

export function keptAnswer(key: string): { etag: string; text: string } | undefined {
  const answer = kept.get(key);
  if (answer) {
    // Most recently used last, so the oldest is the first to go.
    kept.delete(key);
    kept.set(key, answer);
  }
  return answer;
}

export function keepAnswer(key: string, etag: string, text: string): void {
  kept.delete(key);
  kept.set(key, { etag, text });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

export function forgetAnswers(): void {
  kept.clear();
}

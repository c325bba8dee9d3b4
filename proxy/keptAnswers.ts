import type http from 'node:http';
import { PROXY_CACHE_CONTROL } from '../api/http/readyAnswer';

/** An upstream's 200 kept whole under its strong ETag: the representation's headers and its bytes as sent. */
export interface KeptAnswer {
  readonly etag: string;
  readonly headers: Readonly<http.OutgoingHttpHeaders>;
  readonly body: Buffer;
}

/** How kept answers went since the start (the metrics read them). */
export interface KeptAnswerCounts {
  /** Answered 200 from kept bytes after the upstream's 304. */
  hits: number;
  /** A keepable 200 that came whole from the upstream (and is kept now). */
  misses: number;
}

/**
 * Large answers the proxy passed on, by variant (the URL and the Accept-Encoding it was asked with: what
 * the upstream's `Vary: Accept-Encoding` names) and strong ETag, least recently used dropped first once
 * their bytes pass `budgetBytes`. A variant keeps a few tags (one per group or user asking the same URL);
 * they are offered upstream in If-None-Match, and only the tag the upstream names in its 304 is served.
 */
export class KeptAnswers implements KeptAnswerCounts {
  hits = 0;
  misses = 0;
  /** By `variant\netag`, in order of last use. */
  readonly #entries = new Map<string, KeptAnswer & { variant: string }>();
  /** By variant, its kept tags, oldest first. */
  readonly #tags = new Map<string, string[]>();
  #bytes = 0;

  constructor(
    readonly budgetBytes: number,
    /** Smaller answers are not kept: copying them costs the proxy less than keeping them. */
    readonly minBytes: number,
    /** Tags offered per variant: each one lengthens the If-None-Match sent upstream. */
    readonly tagsPerVariant = 8,
  ) {}

  get bytes(): number {
    return this.#bytes;
  }

  /** The tags kept for a variant, to offer upstream (undefined: none). */
  tagsOf(variant: string): readonly string[] | undefined {
    return this.#tags.get(variant);
  }

  /** Whether an answer of this size can be kept at all (decided before its bytes are gathered). */
  fits(bytes: number): boolean {
    return bytes >= this.minBytes && bytes <= this.budgetBytes;
  }

  /** The kept answer the upstream named in its 304, now the most recently used. */
  take(variant: string, etag: string): KeptAnswer | undefined {
    const key = `${variant}\n${etag}`;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** Keeps an answer that came whole (replacing one under the same tag), then drops the least used over budget. */
  keep(variant: string, answer: KeptAnswer): void {
    if (!this.fits(answer.body.length)) return;
    this.misses++;
    const key = `${variant}\n${answer.etag}`;
    if (this.#entries.has(key)) this.#drop(key);
    const tags = this.#tags.get(variant) ?? [];
    if (tags.length >= this.tagsPerVariant) this.#drop(`${variant}\n${tags[0]}`);
    this.#entries.set(key, { ...answer, variant });
    this.#tags.set(variant, [...(this.#tags.get(variant) ?? []), answer.etag]);
    this.#bytes += answer.body.length;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.budgetBytes) break;
      this.#drop(oldest);
    }
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
    const tags = this.#tags.get(entry.variant)!.filter((tag) => tag !== entry.etag);
    if (tags.length) this.#tags.set(entry.variant, tags);
    else this.#tags.delete(entry.variant);
  }
}

/** Any directive that forbids keeping: `no-store` or `private` (this proxy is shared by every user). */
const FORBIDS_KEEPING = /(?:^|,)\s*(?:no-store|private)\s*(?:[=,]|$)/i;

/**
 * The strong ETag under which an upstream's answer may be kept, else undefined: a 200 with a strong
 * ETag, no cookie, varying by Accept-Encoding at most, and no `no-store` or `private` in the field that
 * governs this proxy (the one targeted at it where present, else Cache-Control). An upstream that sends
 * no ETag (the group's back office) has nothing kept.
 */
export function keepableTag(status: number, headers: http.IncomingHttpHeaders): string | undefined {
  const { etag, vary } = headers;
  if (status !== 200 || typeof etag !== 'string' || !etag.startsWith('"') || headers['set-cookie'] !== undefined) return undefined;
  const control = headers[PROXY_CACHE_CONTROL] ?? headers['cache-control'];
  if (control !== undefined && FORBIDS_KEEPING.test(String(control))) return undefined;
  if (vary !== undefined && String(vary).split(',').some((name) => name.trim().toLowerCase() !== 'accept-encoding')) return undefined;
  return etag;
}

/** A request's variant: its URL and the encodings it accepts (the upstream picks the encoding from them). */
export function variantOf(req: http.IncomingMessage): string {
  return `${req.url ?? ''}\n${req.headers['accept-encoding'] ?? ''}`;
}

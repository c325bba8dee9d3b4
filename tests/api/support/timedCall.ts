/** A request as it goes on the wire: the path with its query, already encoded, and the body's bytes. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface TimedAnswer {
  status: number;
  contentType: string;
  /** The answer's text; empty for a binary file (a spreadsheet, a PDF). */
  text: string;
  /** From sending the request to the answer's last byte. */
  ms: number;
}

const TEXT_TYPES = /json|text\/|xml|csv|calendar/;

/**
 * Sends `request` to `baseUrl` as it is (no JSON encoding, no default headers) and times it. An api
 * silent for `giveUpMs` is a failure in itself: the call rejects, naming the request.
 */
export async function timedCall(baseUrl: string, request: WireRequest, giveUpMs: number): Promise<TimedAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      // Bytes, not text: fetch would add a text/plain content type to a string sent without one.
      body: request.method === 'GET' || request.method === 'HEAD' || request.body === undefined ? undefined : Buffer.from(request.body),
      signal: AbortSignal.timeout(giveUpMs),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    return { status: response.status, contentType, text: TEXT_TYPES.test(contentType) ? bytes.toString('utf8') : '', ms: performance.now() - started };
  } catch (error) {
    // A connection cut or a silence instead of an answer.
    throw new Error(`${request.method} ${request.path.slice(0, 200)}: no answer (${(error as Error).cause ?? error})`);
  }
}

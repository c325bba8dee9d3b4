import { answer } from './arrayStore';
import { ArrayGoneError, type ArrayReply, type ArrayRequest, type PortLike } from './protocol';

/**
 * The worker's side: each request answered from the array store, in the order they came, by the number it was sent with,
 * when the store began on it and the time it took (bench/listScale.ts reads them).
 */
export function serveArrays(port: PortLike): void {
  port.addEventListener('message', ({ data }) => {
    const { id, ...request } = data as ArrayRequest & { id: number };
    let reply: ArrayReply;
    const start = performance.now();
    try {
      reply = { id, result: answer(request as ArrayRequest), at: performance.timeOrigin + start, ms: performance.now() - start };
    } catch (error) {
      reply = { id, error: (error as Error).message, gone: error instanceof ArrayGoneError };
    }
    port.postMessage(reply);
  });
  port.start?.();
}

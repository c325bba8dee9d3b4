import { answer } from './arrayStore';
import { ArrayGoneError, type ArrayAnswers, type ArrayReply, type ArrayRequest, type PortLike } from './protocol';

/** Where the array store answers: a worker, or this thread. */
export interface ArrayEngine {
  /** `transfer`: buffers of the request handed over to the worker, not copied (they are unusable here after). */
  ask<R extends ArrayRequest>(request: R, transfer?: Transferable[]): Promise<ArrayAnswers[R['op']]>;
}

/** No Worker (jsdom tests, a browser that refused it): the same store, in this thread. */
export const inThread: ArrayEngine = {
  ask: async (request) => answer(request),
};

/** Requests over a port, each answered by its number; `fail` rejects those waiting (the worker died) as gone. */
export function overPort(port: PortLike): ArrayEngine & { fail(): void } {
  let next = 0;
  const waiting = new Map<number, { resolve(result: any): void; reject(error: Error): void }>();
  port.addEventListener('message', ({ data }) => {
    const reply = data as ArrayReply;
    const asker = waiting.get(reply.id);
    if (!asker) return;
    waiting.delete(reply.id);
    if ('error' in reply) asker.reject(reply.gone ? new ArrayGoneError(reply.error) : new Error(reply.error));
    else asker.resolve(reply.result);
  });
  port.start?.();
  return {
    ask(request, transfer) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        port.postMessage({ ...request, id }, transfer);
      });
    },
    fail() {
      for (const asker of waiting.values()) asker.reject(new ArrayGoneError('the array worker stopped'));
      waiting.clear();
    },
  };
}

let engine: ArrayEngine | undefined;

/** Starts the worker; a worker that fails to load or dies hands over to this thread (its arrays are fetched again). */
function startWorker(): ArrayEngine | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    const worker = new Worker(new URL('./arrays.worker.ts', import.meta.url), { type: 'module', name: 'arrays' });
    const port = overPort(worker);
    worker.addEventListener('error', () => {
      engine = inThread;
      port.fail();
    });
    return port;
  } catch {
    return undefined;
  }
}

/** The engine of this page, the worker started on first use. */
export function arrayEngine(): ArrayEngine {
  return (engine ??= startWorker() ?? inThread);
}

import type { PortLike } from './protocol';
import { serveArrays } from './serveArrays';

/** The array worker (arrayEngine.ts starts it): the lists' arrays parsed, indexed and queried off the page's thread. */
serveArrays(self as unknown as PortLike);

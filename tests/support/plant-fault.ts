// Preloaded into a server process under test (NODE_OPTIONS=--import <this file>): a request with
// the header `x-plant-fault: throw` (or `reject`) makes an error nobody can catch while its body
// is being read: a throw from a timer, or a promise rejected with no handler, in that request's
// async context. Only tests load it; it shows how the server meets a bug it does not know of.
import { IncomingMessage } from 'node:http';

const planted = new WeakSet<IncomingMessage>();
const on = IncomingMessage.prototype.on;

IncomingMessage.prototype.on = function (this: IncomingMessage, event: string | symbol, listener: never) {
  const kind = this.headers?.['x-plant-fault'];
  if (event === 'data' && typeof kind === 'string' && !planted.has(this)) {
    planted.add(this);
    setImmediate(() => {
      if (kind === 'reject') void Promise.reject(new Error('planted rejection'));
      else throw new Error('planted error');
    });
  }
  return on.call(this, event, listener);
} as typeof on;

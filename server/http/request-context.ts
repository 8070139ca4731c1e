// Which request the code running now serves, through AsyncLocalStorage: the local server runs
// each request inside inRequest, and its last-resort error handler (server/local/process-guard.ts)
// answers the request an uncaught error came from. Sockets shared by many requests (the
// PostgreSQL pool's) are opened outside any request, so their errors are never blamed on one.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
}

const current = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (the handling of one request) so that an error it leaves uncaught is tied to it. */
export const inRequest = <T>(req: IncomingMessage, res: ServerResponse, fn: () => T): T =>
  current.run({ req, res }, fn);

/** The request being served here, if any. */
export const currentRequest = (): RequestContext | undefined => current.getStore();

/** Runs `fn` outside any request: for resources that outlive the request that opened them. */
export const outsideRequest = <T>(fn: () => T): T => current.exit(fn);

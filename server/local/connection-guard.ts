// Slow-client protection for the local server: at most `perAddress` open connections per client
// address (extra ones are closed at once, so one address cannot use up file descriptors), and
// short header, request and keep-alive timeouts. Behind a proxy every connection comes from the
// proxy's address: set MAX_CONNECTIONS_PER_IP=0 there and let the proxy limit clients.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readsOwnBody } from '../http/request.ts';

export const TIMEOUTS = {
  /** Whole header block, from the first byte. */
  headersMs: 10_000,
  /** Whole request, body included, for bodies of at most 32 KB. */
  requestMs: 30_000,
  /**
   * Whole request for an upload chunk or a form with files (up to 4 MB): a phone's 750 kbps sends
   * 4 MB in 45 s, and while the database is busy storing others the server reads more slowly.
   */
  uploadRequestMs: 120_000,
  keepAliveMs: 5_000,
  /** How often Node checks the timeouts (its default, 30 s, would let slow clients linger). */
  checkIntervalMs: 1_000,
} as const;

export type Timeouts = { readonly [K in keyof typeof TIMEOUTS]: number };

/**
 * Holds a request other than an upload to TIMEOUTS.requestMs (Node's own limit is the uploads'):
 * a body not in by then is answered 408 and the connection closed.
 */
export function limitRequestTime(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ms: number = TIMEOUTS.requestMs,
): void {
  if (readsOwnBody(pathname, req.headers['content-type']) || req.complete) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    // As Node answers its own request timeout: straight on the socket, then closed. The request,
    // still unanswered, is then aborted for whoever reads its body.
    const socket = req.socket;
    if (res.headersSent) return void socket.destroy();
    socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
      socket.destroy(),
    );
  }, ms);
  timer.unref();
  const clear = () => clearTimeout(timer);
  req.once('end', clear);
  req.once('close', clear);
  res.once('close', clear);
}

export function guardConnections(server: Server, perAddress: number, timeouts: Timeouts = TIMEOUTS): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.uploadRequestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const addr = socket.remoteAddress ?? '';
    const n = (open.get(addr) ?? 0) + 1;
    if (n > perAddress) {
      socket.destroy();
      return;
    }
    open.set(addr, n);
    socket.once('close', () => {
      const left = (open.get(addr) ?? 1) - 1;
      if (left > 0) open.set(addr, left);
      else open.delete(addr);
    });
  });
}

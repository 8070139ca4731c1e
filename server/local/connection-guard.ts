// Slow-client protection for the local server: at most `perAddress` open connections per client
// address (extra ones are closed at once, so one address cannot use up file descriptors), and
// short header, request and keep-alive timeouts. Behind a proxy every connection comes from the
// proxy's address: set MAX_CONNECTIONS_PER_IP=0 there and let the proxy limit clients.
import type { Server } from 'node:http';

export const TIMEOUTS = {
  /** Whole header block, from the first byte. */
  headersMs: 10_000,
  /** Whole request, body included (bodies are at most 32 KB). */
  requestMs: 30_000,
  keepAliveMs: 5_000,
  /** How often Node checks the two above (its default, 30 s, would let slow clients linger). */
  checkIntervalMs: 1_000,
} as const;

export function guardConnections(server: Server, perAddress: number): void {
  server.headersTimeout = TIMEOUTS.headersMs;
  server.requestTimeout = TIMEOUTS.requestMs;
  server.keepAliveTimeout = TIMEOUTS.keepAliveMs;
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

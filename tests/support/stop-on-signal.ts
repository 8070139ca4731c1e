// Stopping a server a test or a bench started in its own process, as server/local/serve.ts stops:
// on SIGINT or SIGTERM it stops taking connections, lets the requests under way finish (or cuts
// every connection at once, `closeConnections`), then runs `cleanUp` (close the database, so
// PGlite flushes; remove a temporary folder) and exits.
import type { Server } from 'node:http';

export function stopOnSignal(
  server: Server,
  cleanUp: () => Promise<void> | void,
  { closeConnections = false }: { closeConnections?: boolean } = {},
): void {
  const stop = () => {
    server.close(async () => {
      await cleanUp();
      process.exit(0);
    });
    if (closeConnections) server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

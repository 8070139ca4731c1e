// The last line of defence of the long-lived server: an error nobody caught (an 'error' event
// with no listener, a promise nobody awaited) is logged and answered with a 500 for the request
// it came from (server/http/request-context.ts: Node hands the request's AsyncLocalStorage
// context to the uncaughtException and unhandledRejection listeners), and the process stays up
// for everyone else. What cannot be caught here (out of memory, a kill) is for scripts/start.mjs,
// which restarts the process.
import { currentRequest } from '../http/request-context.ts';

function onStray(kind: string, e: unknown): void {
  const ctx = currentRequest();
  const where = ctx ? ` in ${ctx.req.method} ${JSON.stringify(ctx.req.url ?? '').slice(0, 200)}` : '';
  console.error(`[serve] ${kind}${where}: the server stays up.`, e);
  if (!ctx) return;
  const { res } = ctx;
  try {
    if (res.headersSent || res.writableEnded) {
      // Halfway through an answer: end the connection rather than leave the client waiting.
      if (!res.writableEnded) res.destroy();
      return;
    }
    res.writeHead(500, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    res.end(
      JSON.stringify({ error: 'internal_error', message: 'Something went wrong; nothing was lost if you retry.' }),
    );
  } catch (err) {
    console.error('[serve] could not answer the failed request:', err);
  }
}

let installed = false;

/** Installs the process-wide listeners (once; only in the server's own process, never in tests). */
export function guardProcess(): void {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (e) => onStray('uncaught error', e));
  process.on('unhandledRejection', (e) => onStray('unhandled rejection', e));
}

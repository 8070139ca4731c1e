// Serves a private build (E2E_DIST_DIR) with the production server, for running the suite while
// other people rebuild dist/ in the same checkout:
//   npx vite build --outDir /tmp/e2e-dist --emptyOutDir
//   E2E_DIST_DIR=/tmp/e2e-dist E2E_PORT=4321 npx playwright test
// Also the server tests start and stop themselves (tests/e2e/delivery-helpers.ts): with PORT=0 it
// binds a port of its own, and it prints {"listening":<port>} once listening; with
// E2E_SERVER_TOKEN set, every response carries it as X-Test-Server (test-server.ts).
import { startServer } from '../../server/local/serve.ts';
import { stopOnSignal } from './stop-on-signal.ts';
import { announceTestServer } from './test-server.ts';

const distDir = process.env.E2E_DIST_DIR;
if (!distDir) throw new Error('E2E_DIST_DIR is not set');
const { url, server, api } = await startServer({ distDir, port: Number(process.env.PORT ?? 4173) });
announceTestServer(server);
console.log(`Serving ${distDir} on ${url}`);
// As serve.ts does: the database is closed (and flushed) before the process ends.
stopOnSignal(server, () => api.close());

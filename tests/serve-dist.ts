// Serves a private build (E2E_DIST_DIR) with the production server, for running the suite while
// other people rebuild dist/ in the same checkout:
//   npx vite build --outDir /tmp/e2e-dist --emptyOutDir
//   E2E_DIST_DIR=/tmp/e2e-dist E2E_PORT=4321 npx playwright test
import { startServer } from '../server/local/serve.ts';

const distDir = process.env.E2E_DIST_DIR;
if (!distDir) throw new Error('E2E_DIST_DIR is not set');
const { url, server } = await startServer({ distDir, port: Number(process.env.PORT ?? 4173) });
console.log(`Serving ${distDir} on ${url}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

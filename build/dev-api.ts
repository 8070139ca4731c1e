// `npm run dev` serves the API through the same route table as `npm start` and Vercel, so a
// developer editing a form posts to the real handlers (with the embedded database). Changes
// under server/ need a restart of the dev server.
import type { Plugin } from 'vite';
import type { ApiRunner } from '../server/local/api-runner.ts';
import { parseTarget } from '../server/http/request-target.ts';

export function devApi(): Plugin {
  return {
    name: 'site:dev-api',
    apply: 'serve',
    configureServer(server) {
      let runner: Promise<ApiRunner> | undefined;
      const start = async () => {
        const mod = (await server.ssrLoadModule(
          '/server/local/api-runner.ts',
        )) as typeof import('../server/local/api-runner.ts');
        return mod.createApiRunner();
      };
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        runner ??= start();
        const url = parseTarget(req.url);
        if (!url) return next();
        runner.then((api) => api.handle(req, res, url)).catch(next);
      });
      server.httpServer?.once('close', () => void runner?.then((api) => api.close()));
    },
  };
}

// A proxy to the site that sends a page's HTML only up to a point, then holds the rest until
// `release()`: the page as a slow phone has it while still parsing it. Everything else passes
// through as the site sends it (its CSP included), but the page's posts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';

/** `cutAt` finds where in the page's HTML its bytes stop (a positive index). */
export async function stalledPage(baseURL: string, path: string, cutAt: (html: string) => number) {
  const upstream = baseURL.replace('localhost', '127.0.0.1');
  // Less what the proxy changes: the body arrives in two parts.
  const headersOf = (answer: Response) =>
    Object.fromEntries([...answer.headers].filter(([k]) => !/^(content-(encoding|length)|transfer-encoding)$/.test(k)));
  const pageAnswer = await fetch(upstream + path);
  const html = await pageAnswer.text();
  const cut = cutAt(html);
  expect(cut, 'where the page stops').toBeGreaterThan(0);
  let release: () => void = () => undefined;
  const rest = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(async (req, res) => {
    if (req.url === path) {
      res.writeHead(200, headersOf(pageAnswer));
      res.write(html.slice(0, cut));
      await rest;
      return void res.end(html.slice(cut));
    }
    // The page's own posts (its analytics) are not what these tests are about: answered, not sent.
    if (req.method !== 'GET') return void res.writeHead(204).end();
    const answer = await fetch(upstream + req.url, { headers: { accept: req.headers.accept ?? '*/*' } }).catch(
      () => undefined,
    );
    if (!answer) return void res.destroy();
    res.writeHead(answer.status, headersOf(answer));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      release();
      server.close(() => resolve());
      // Kept-alive browser connections would hold the close for seconds.
      server.closeAllConnections();
    });
  return { url, release: () => release(), close };
}

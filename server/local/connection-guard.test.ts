// The request deadlines with short timeouts (the real ones are 30 s and 120 s): a small body not
// in by the first is a 408, and whoever was reading it stops waiting; an upload chunk still
// arriving after it is not cut.
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBody } from '../http/request.ts';
import { guardConnections, limitRequestTime, TIMEOUTS } from './connection-guard.ts';
import { toVercel } from './vercel-adapter.ts';

const timeouts = { ...TIMEOUTS, requestMs: 700, uploadRequestMs: 3_000 };
let server: Server;
let port: number;
/** How each request's body read ended: 'read', or the error's name. */
const reads: string[] = [];

beforeAll(async () => {
  server = createServer({ connectionsCheckingInterval: 200 }, async (req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    limitRequestTime(req, res, url.pathname, timeouts.requestMs);
    try {
      if (url.pathname.startsWith('/api/uploads/')) {
        const reader = requestBody(req as never).body.getReader();
        while (!(await reader.read()).done);
        reads.push('read');
        res.writeHead(204).end();
      } else {
        await toVercel(req, res, url);
        reads.push('read');
        res.writeHead(200).end();
      }
    } catch (e) {
      reads.push((e as Error).name);
      if (!res.headersSent) res.destroy();
    }
  });
  guardConnections(server, 0, timeouts);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Sends `head`, then `parts` one every `everyMs`; resolves to the status line. */
const send = (head: string, parts: string[], everyMs: number) =>
  new Promise<string>((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port }, () => s.write(head));
    let got = '';
    let i = 0;
    const timer = setInterval(() => (i < parts.length ? s.write(parts[i++]!) : clearInterval(timer)), everyMs);
    s.on('data', (d) => (got += d.toString('latin1')));
    s.on('close', () => {
      clearInterval(timer);
      resolve(got.split('\r\n')[0] ?? '');
    });
    s.on('error', () => undefined);
  });

describe('request deadlines', () => {
  it('a small body not in by the deadline is a 408 and its reader stops; an upload still arriving is not cut', async () => {
    const started = performance.now();
    const [form, upload] = await Promise.all([
      send(
        'POST /api/send-contact-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
        ['{', '"'],
        100,
      ),
      send(
        'PATCH /api/uploads/abc HTTP/1.1\r\nHost: x\r\nConnection: close\r\n' +
          'Content-Type: application/offset+octet-stream\r\nContent-Length: 20\r\n\r\n',
        // The last byte comes well after the small-body deadline.
        Array.from({ length: 20 }, () => 'x'),
        (timeouts.requestMs * 2) / 20,
      ),
    ]);
    expect(form).toBe('HTTP/1.1 408 Request Timeout');
    expect(upload).toBe('HTTP/1.1 204 No Content');
    expect(performance.now() - started).toBeGreaterThan(timeouts.requestMs * 1.5);
    // The form's reader ended with the request (it would otherwise wait, holding a close open).
    expect(reads.sort()).toEqual(['ClientAbortedError', 'read']);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpError } from '../errors.ts';
import { UPLOADS } from '../../src/config/attachments.ts';
import { MAX_BODY_BYTES, readRawBody } from '../http/request.ts';
import { toVercel } from './vercel-adapter.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    try {
      const [vreq, vres] = await toVercel(req, res, url);
      if (vreq.query.redirect) return void vres.redirect(String(vreq.query.redirect));
      if (vreq.query.text) return void vres.status(202).send('<p>hi</p>');
      if (url.pathname.startsWith('/api/uploads')) {
        // As on Vercel: req.body is undefined for tus chunks; the handler reads the stream itself.
        const raw = await readRawBody(vreq, UPLOADS.maxRequestBytes);
        return void vres
          .status(200)
          .json({ body: vreq.body ?? null, size: raw.length, sum: raw.reduce((a, b) => a + b, 0) });
      }
      let body: unknown;
      try {
        body = vreq.body;
      } catch (e) {
        return void vres.status((e as HttpError).status).json({ bodyError: (e as Error).message });
      }
      vres.status(200).json({ method: vreq.method, query: vreq.query, cookies: vreq.cookies, body });
    } catch (e) {
      res.writeHead((e as HttpError).status ?? 500).end((e as Error).name);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the Vercel adapter', () => {
  it('query (repeated keys become arrays), cookies and a JSON body', async () => {
    const r = await fetch(`${base}/?a=1&b=2&b=3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=abc; theme=dark%20mode' },
      body: JSON.stringify({ x: [1, 2] }),
    });
    expect(await r.json()).toEqual({
      method: 'POST',
      query: { a: '1', b: ['2', '3'] },
      cookies: { sid: 'abc', theme: 'dark mode' },
      body: { x: [1, 2] },
    });
  });

  it('urlencoded, text and absent bodies; invalid JSON throws a 400 on access', async () => {
    const form = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&a=2&b=x+y',
    });
    expect(((await form.json()) as { body: unknown }).body).toEqual({ a: ['1', '2'], b: 'x y' });
    const text = await fetch(base, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'plain' });
    expect(((await text.json()) as { body: unknown }).body).toBe('plain');
    const none = await fetch(base);
    // As on Vercel: no Content-Type reads as text/plain.
    expect(((await none.json()) as { body: unknown }).body).toBe('');
    const bad = await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(bad.status).toBe(400);
  });

  it('send of a string is HTML; redirect defaults to 307; HEAD has no body', async () => {
    const t = await fetch(`${base}/?text=1`);
    expect(t.status).toBe(202);
    expect(t.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await t.text()).toBe('<p>hi</p>');
    const r = await fetch(`${base}/?redirect=/x`, { redirect: 'manual' });
    expect([r.status, r.headers.get('location')]).toEqual([307, '/x']);
    const h = await fetch(`${base}/?text=1`, { method: 'HEAD' });
    expect(await h.text()).toBe('');
  });

  it('stops reading a body past the limit every function enforces (413)', async () => {
    const r = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'y'.repeat(MAX_BODY_BYTES) }),
    });
    expect(r.status).toBe(413);
  });

  it('leaves upload bodies to the handler, which reads the stream up to its own limit', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
    const r = await fetch(`${base}/api/uploads/abc`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/offset+octet-stream' },
      body: bytes,
    });
    expect(await r.json()).toEqual({ body: null, size: bytes.length, sum: bytes.reduce((a, b) => a + b, 0) });
    const big = await fetch(`${base}/api/uploads/abc`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(UPLOADS.maxRequestBytes + 1),
    });
    expect(big.status).toBe(413);
    // Elsewhere the 32 KB limit stands.
    const other = await fetch(`${base}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(MAX_BODY_BYTES + 1),
    });
    expect(other.status).toBe(413);
  });
});

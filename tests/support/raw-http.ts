// One HTTP/1.1 exchange over a raw socket, for framing no HTTP client will send: bodies cut
// short, lying or huge Content-Lengths, broken chunked encoding. Sends `head` and `body` as
// given, optionally half-closes (the client went away mid-body), and reads until the server
// closes the connection or `timeoutMs` passes (then the socket is destroyed).
import net from 'node:net';

export interface RawAnswer {
  /** The status of the first response, undefined when the server answered nothing. */
  status?: number;
  /** Everything the server sent (latin1). */
  text: string;
  /** From the first byte written to the close (or the timeout). */
  ms: number;
  /** The server had not closed the connection by the timeout. */
  timedOut: boolean;
  /** Milliseconds until the first byte of the answer. */
  firstByteMs?: number;
}

export function rawRequest(
  url: string,
  bytes: Buffer | string,
  o: { halfClose?: boolean; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let firstByteMs: number | undefined;
    let settled = false;
    const socket = net.connect(Number(u.port), u.hostname);
    const finish = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: m ? Number(m[1]) : undefined, text, ms: performance.now() - started, timedOut, firstByteMs });
    };
    const timer = setTimeout(() => finish(true), o.timeoutMs ?? 10_000);
    socket.on('connect', () => {
      socket.write(bytes);
      if (o.halfClose) socket.end();
    });
    socket.on('data', (c) => {
      firstByteMs ??= performance.now() - started;
      chunks.push(c);
    });
    // A reset after the answer (the server closing a body it will not read) is a normal end here.
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
  });
}

/** A request head: method, path, host and headers, ending with the blank line. */
export const head = (method: string, path: string, host: string, headers: Record<string, string | number> = {}) =>
  `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

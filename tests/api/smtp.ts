// A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  raw: string;
  from: string;
  to: string[];
  headers: Record<string, string>;
  body: string;
}

/** Parses the header block (unfolding continuation lines); names lower-cased. */
function parse(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

/** Decodes a quoted-printable body (nodemailer uses it for long or non-ASCII text). */
export function decodeBody(mail: CapturedMail): string {
  const enc = (mail.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(mail.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc !== 'quoted-printable') return mail.body;
  const bytes = mail.body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** When > 0, that many DATA commands are refused with 451 (a temporary failure) first. */
  failNext = 0;
  /** Refuse the next N messages for good (550). */
  rejectNext = 0;
  /** How many messages were refused with 550. */
  rejected = 0;
  port = 0;
  private server: SMTPServer | null = null;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.rejectNext > 0) {
            this.rejectNext--;
            this.rejected++;
            callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
            return;
          }
          if (this.failNext > 0) {
            this.failNext--;
            const err = Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 });
            callback(err);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          this.messages.push({ raw, from, to: session.envelope.rcptTo.map((r) => r.address), ...parse(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** Messages whose headers or body contain `text`. */
  matching(text: string): CapturedMail[] {
    return this.messages.filter((m) => m.raw.includes(text) || decodeBody(m).includes(text));
  }

  async waitFor(pred: (m: CapturedMail[]) => boolean, timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!pred(this.messages)) {
      if (Date.now() > end) throw new Error(`SMTP capture: condition not met within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

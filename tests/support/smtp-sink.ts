// A real SMTP server (smtp-server) for the end-to-end run: the site's server sends its mail here,
// and tests read what arrived over HTTP (GET /messages?to=<address>: the raw messages, in order).
// Run beside the site as one of Playwright's web servers.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 4193);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 4194);
/** Kept in memory for the run; a cap so a runaway sender cannot exhaust it. */
const MAX = 5000;
const messages: { to: string[]; raw: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 25 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('error', callback);
    stream.on('end', () => {
      if (messages.length >= MAX) messages.shift();
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
smtp.on('error', (e) => console.error('[smtp-sink]', e.message));
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(url.pathname === '/messages' ? messages.filter((m) => !to || m.to.includes(to)) : { ok: true }),
    );
  })
  .on('error', (e) => console.error('[smtp-sink]', e.message))
  .listen(httpPort, '127.0.0.1');

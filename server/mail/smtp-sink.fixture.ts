import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mimeRead, type ReadMail } from '../test/mime-read.ts';

/**
 * A real SMTP server for tests (smtp-server on a loopback port): it takes mails after
 * AUTH PLAIN with `user`/`pass`, keeps each one read (./mime-read), and can refuse chosen
 * recipients with a 5xx. `start()` may be called again after `stop()`, on the same port:
 * the SMTP server going down and coming back.
 */

export interface SinkMail extends ReadMail {
  /** the envelope's recipients (RCPT TO) and sender (MAIL FROM) */
  rcptTo: string[];
  mailFrom: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  received: SinkMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** resolves once `count` mails arrived (rejects after `timeoutMs`) */
  waitFor(count: number, timeoutMs?: number): Promise<SinkMail[]>;
}

export const SINK_USER = 'tienda';
export const SINK_PASS = 'clave-de-prueba';

/** A free loopback port (the sink may start later, on this port). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

export interface SinkOptions {
  /** recipients answered `550 5.1.1 Usuario desconocido` */
  refuse?: (address: string) => boolean;
  port?: number;
}

/** A sink on a free port, not started yet. */
export async function smtpSinkCreate(options: SinkOptions = {}): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const received: SinkMail[] = [];
  let server: SMTPServer | null = null;

  const newServer = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SINK_USER && auth.password === SINK_PASS) {
          callback(null, { user: auth.username });
        } else callback(new Error('Credenciales inválidas'));
      },
      onRcptTo(address, _session, callback) {
        if (options.refuse?.(address.address)) {
          const error = Object.assign(new Error('Usuario desconocido'), { responseCode: 550 });
          callback(error);
        } else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom;
          received.push({
            ...mimeRead(raw),
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: from === false ? '' : from.address,
            raw,
          });
          callback();
        });
      },
    });

  const sink: SmtpSink = {
    port,
    url: `smtp://${SINK_USER}:${SINK_PASS}@127.0.0.1:${port}`,
    received,
    async start() {
      server = newServer();
      const s = server;
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) {
          throw new Error(`esperaba ${count} correos, llegaron ${received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
  };
  return sink;
}

/** A started sink. */
export async function smtpSinkStart(options: SinkOptions = {}): Promise<SmtpSink> {
  const sink = await smtpSinkCreate(options);
  await sink.start();
  return sink;
}

// The end-to-end tests' server: a mail sink (an SMTP server on a free loopback port that
// writes every mail it receives to E2E_MAIL_DIR as JSON: envelope and raw message) and a
// push sink (an HTTP server on a free loopback port standing for a browser push service: it
// writes every push it receives to E2E_PUSH_DIR as JSON, answers 201, and writes its own
// origin there as `origin`), then the app through scripts/start.mjs with SMTP_URL pointing
// at the mail sink and PUSH_ENDPOINT_ALLOW naming the push sink, so the tests read the mails
// and the pushes a customer would get (tests/e2e/mail-sink.fixture.ts, push.fixture.ts).
// Before the app, the chain's first admin is added with the staff command (tests/e2e/
// operator-login.spec.ts). Signals go to the app; when it exits the sinks close and this
// script exits with its code.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const dataDir = process.env.DATA_DIR ?? '.data/e2e';
const mailDir = process.env.E2E_MAIL_DIR ?? join(dataDir, 'mail');
const pushDir = process.env.E2E_PUSH_DIR ?? join(dataDir, 'push');
mkdirSync(mailDir, { recursive: true });
mkdirSync(pushDir, { recursive: true });

/** Written whole, then renamed: a reader never sees half a file. */
function writeWhole(dir, name, text) {
  const tmp = join(dir, `.${name}.tmp`);
  writeFileSync(tmp, text);
  renameSync(tmp, join(dir, name));
}

let seq = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const receivedAt = new Date();
      const name = `${receivedAt.getTime()}-${String(++seq).padStart(5, '0')}`;
      const mail = {
        receivedAt: receivedAt.toISOString(),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      writeWhole(mailDir, `${name}.json`, JSON.stringify(mail));
      callback();
    });
  },
});

await new Promise((resolve, reject) => {
  sink.once('error', reject);
  sink.listen(0, '127.0.0.1', resolve);
});
const { port } = sink.server.address();
console.log(`Buzón de pruebas en smtp://127.0.0.1:${port} → ${mailDir}`);

// each push as the push service got it: its path, headers and (encrypted) body in base64
let pushSeq = 0;
const pushSink = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const receivedAt = new Date();
    const push = {
      receivedAt: receivedAt.toISOString(),
      method: request.method,
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('base64'),
    };
    writeWhole(
      pushDir,
      `${receivedAt.getTime()}-${String(++pushSeq).padStart(5, '0')}.json`,
      JSON.stringify(push),
    );
    response.statusCode = 201;
    response.end();
  });
});
await new Promise((resolve, reject) => {
  pushSink.once('error', reject);
  pushSink.listen(0, '127.0.0.1', resolve);
});
const pushOrigin = `http://127.0.0.1:${pushSink.address().port}`;
writeWhole(pushDir, 'origin', pushOrigin);
console.log(`Servicio push de pruebas en ${pushOrigin} → ${pushDir}`);

// the chain's first admin, added the way a chain does it (README "How a chain starts"): the
// staff command with the password on standard input, before the server holds the database
const STAFF_ADMIN = { email: 'jefa@tienda.test', password: 'Tienda-2026!' };
const staffAdd = spawnSync(
  process.execPath,
  [
    'node_modules/tsx/dist/cli.mjs',
    'server/cli/staff.ts',
    'add',
    '--email',
    STAFF_ADMIN.email,
    '--role',
    'admin',
    '--name',
    'Ana Jefa',
  ],
  { input: `${STAFF_ADMIN.password}\n`, encoding: 'utf8', env: process.env },
);
if (staffAdd.status !== 0) {
  console.error(staffAdd.stdout, staffAdd.stderr);
  process.exit(1);
}

const app = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_POLL_MS: process.env.MAIL_POLL_MS ?? '100',
    // the only push service the app may post to here (a loopback origin: never in production)
    PUSH_ENDPOINT_ALLOW: pushOrigin,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('exit', (code, signal) => {
  pushSink.closeAllConnections();
  pushSink.close();
  sink.close(() => process.exit(code ?? (signal ? 1 : 0)));
});

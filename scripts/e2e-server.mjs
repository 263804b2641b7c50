// The end-to-end tests' server: a mail sink (an SMTP server on a free loopback port that
// writes every mail it receives to E2E_MAIL_DIR as JSON: envelope and raw message), then
// the app through scripts/start.mjs with SMTP_URL pointing at the sink, so the tests read
// the mails a customer would get (tests/e2e/mail-sink.fixture.ts). Signals go to the app;
// when it exits the sink closes and this script exits with its code.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const mailDir = process.env.E2E_MAIL_DIR ?? join(process.env.DATA_DIR ?? '.data/e2e', 'mail');
mkdirSync(mailDir, { recursive: true });

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
      // written whole, then renamed: a reader never sees half a mail
      const tmp = join(mailDir, `.${name}.tmp`);
      writeFileSync(tmp, JSON.stringify(mail));
      renameSync(tmp, join(mailDir, `${name}.json`));
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

const app = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_POLL_MS: process.env.MAIL_POLL_MS ?? '100',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('exit', (code, signal) => {
  sink.close(() => process.exit(code ?? (signal ? 1 : 0)));
});

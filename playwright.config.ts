import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // CI gives a test that failed one more run, on a busy 2-core machine: the report names it
  // 'flaky' and it is fixed like a failure (the wait it missed); one failing twice fails CI
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-SV',
    timezoneId: 'America/El_Salvador',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // a fresh database, mailbox and push sink every run; generated images are kept between
    // runs. The app sends its mails and pushes to sinks the script starts
    // (tests/e2e/mail-sink.fixture.ts, tests/e2e/push.fixture.ts)
    command: 'rm -rf .data/e2e/db .data/e2e/mail .data/e2e/push && node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // a fixed Monday noon in El Salvador: opening hours and item schedules hold whenever CI runs
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: '.data/e2e',
      CLOCK_AT: '2026-11-23T12:00:00-06:00',
      // the links in mails lead back to this server
      APP_ORIGIN: `http://127.0.0.1:${port}`,
      // an activation link expires after 20 s here, so a test can see one expire
      ACTIVATION_TTL: '20s',
      // every test's browser comes from one address: the per-address limits would add up
      // across the suite (the per-session order limit stays as in production)
      RATE_LIMIT_GUEST: '100000/1m',
      RATE_LIMIT_HASH_LOOKUP: '100000/1m',
      RATE_LIMIT_LOGIN: '100000/1m',
      RATE_LIMIT_SIGNUP: '100000/1m',
      RATE_LIMIT_RESEND_ACTIVATION: '100000/1m',
      RATE_LIMIT_RECOVERY_PASSWORD: '100000/1m',
      RATE_LIMIT_CERTIFICATE: '100000/1m',
      // the browser connects from loopback as a proxy would: a test that must come from an
      // address of its own (the failed-login captcha) says so in X-Forwarded-For
      TRUST_PROXY: '127.0.0.1',
      // little ALTCHA work, so the browser solves the captcha quickly in the test
      CAPTCHA_ALTCHA_MAX_NUMBER: '5000',
    },
  },
});

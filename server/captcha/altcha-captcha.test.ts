import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { captchaSpent } from '../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { ALTCHA_MAX_NUMBER } from '../config-mail.ts';
import { altchaCaptcha, CAPTCHA_TTL_MS } from './altcha-captcha.ts';
import { altchaPayloadRead, altchaPayloadWrite, altchaSolve } from './altcha.fixture.ts';
import type { Captcha } from './captcha.ts';

// issue 15: the self-hosted login captcha, solved as the widget solves it; a solution is
// good once, before its challenge expires, and only as signed by our key.
const NOW = new Date('2026-11-23T18:00:00.000Z');
/** less work than production's, so the solving in these tests stays quick */
const EASY = 5000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

let t: TestDatabase;
let captcha: Captcha;

beforeAll(async () => {
  t = await openTestDatabase();
  captcha = altchaCaptcha(
    loadConfig({ CAPTCHA_HMAC_KEY: 'clave-hmac-de-prueba-1234' }),
    t.db,
    EASY,
  );
});
afterAll(async () => {
  await t.close();
});

describe('ALTCHA', () => {
  test('a challenge in the widget’s v1 shape, expiring in 5 minutes', async () => {
    const c = await altchaCaptcha(loadConfig({}), t.db).challenge(NOW);
    expect(c.kind).toBe('altcha');
    expect(c.challenge).toMatchObject({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      maxnumber: ALTCHA_MAX_NUMBER,
      salt: expect.stringContaining(
        `?expires=${(NOW.getTime() + CAPTCHA_TTL_MS) / 1000}&`,
      ) as string,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    });
  });

  test('CAPTCHA_ALTCHA_MAX_NUMBER sets the work; about a second of a script by default', async () => {
    expect(loadConfig({}).captcha.altchaMaxNumber).toBe(1_000_000);
    const config = loadConfig({ CAPTCHA_ALTCHA_MAX_NUMBER: '20000' });
    const c = await altchaCaptcha(config, t.db).challenge(NOW);
    expect(c.challenge).toMatchObject({ maxnumber: 20_000 });
    expect(() => loadConfig({ CAPTCHA_ALTCHA_MAX_NUMBER: '10' })).toThrow();
  });

  test('a solved challenge verifies once; its replay fails', async () => {
    const solution = await altchaSolve(await captcha.challenge(NOW));
    expect(await captcha.verify(solution, later(60_000))).toBe(true);
    expect(await captcha.verify(solution, later(61_000))).toBe(false);
    // another challenge is still good
    expect(await captcha.verify(await altchaSolve(await captcha.challenge(NOW)), NOW)).toBe(true);
  });

  test('an expired challenge fails, and spent solutions are forgotten once expired', async () => {
    const solution = await altchaSolve(await captcha.challenge(NOW));
    expect(await captcha.verify(solution, later(CAPTCHA_TTL_MS))).toBe(false);
    expect(await captcha.verify(solution, later(CAPTCHA_TTL_MS - 1000))).toBe(true);
    const fresh = await altchaSolve(await captcha.challenge(later(CAPTCHA_TTL_MS * 3)));
    expect(await captcha.verify(fresh, later(CAPTCHA_TTL_MS * 3))).toBe(true);
    const [row] = await t.db.select({ n: count() }).from(captchaSpent);
    expect(row!.n).toBe(1);
  });

  test('a tampered solution fails: number, expiry, signature, another key', async () => {
    const solution = await altchaSolve(await captcha.challenge(NOW));
    const p = altchaPayloadRead(solution);
    const tampered = [
      { ...p, number: (p.number as number) + 1 },
      { ...p, salt: String(p.salt).replace(/expires=\d+/, 'expires=9999999999') },
      { ...p, signature: 'f'.repeat(64) },
      { ...p, algorithm: 'SHA-1' },
      { ...p, number: '12' },
    ];
    for (const payload of tampered) {
      expect(await captcha.verify(altchaPayloadWrite(payload), NOW)).toBe(false);
    }
    for (const junk of ['', 'no-es-base64', altchaPayloadWrite({}), 'x'.repeat(5000)]) {
      expect(await captcha.verify(junk, NOW)).toBe(false);
    }
    const other = altchaCaptcha(
      loadConfig({ CAPTCHA_HMAC_KEY: 'otra-clave-hmac-123456' }),
      t.db,
      EASY,
    );
    expect(await other.verify(solution, NOW)).toBe(false);
    // untouched, it still verifies
    expect(await captcha.verify(solution, NOW)).toBe(true);
  });

  test('two servers on one database accept a solution once between them', async () => {
    const config = loadConfig({ CAPTCHA_HMAC_KEY: 'clave-hmac-de-prueba-1234' });
    const a = altchaCaptcha(config, t.db, EASY);
    const b = altchaCaptcha(config, t.db, EASY);
    const solution = await altchaSolve(await a.challenge(NOW));
    const results = await Promise.all([a.verify(solution, NOW), b.verify(solution, NOW)]);
    expect(results.sort()).toEqual([false, true]);
  });
});

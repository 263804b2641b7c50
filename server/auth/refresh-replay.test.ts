import { describe, expect, test } from 'vitest';
import { customerReady, useAccountWorld, type AccountWorld } from '../accounts/accounts.fixture.ts';
import type { JsonAnswer } from '../test/harness.ts';

// §4.1 as a hostile client: a refresh token replayed within the reuse grace by someone else
// than the device it was issued to. The app sends its device id (`device-id`) at login and on
// every secure call; the family renews only for that device, and a family without one (an
// older app) gets the short grace only (REFRESH_REUSE_GRACE_NO_DEVICE, 2 s).
const w = useAccountWorld();
const MINUTE = 60_000;
const DEVICE = 'dispositivo-de-ana-0123456789abcdef';
const OTHER_DEVICE = 'dispositivo-ajeno-0123456789abcdef';

const getData = (headers: Record<string, string>) => w.call('/cliente/getDataUser', {}, headers);

/** The tokens a 401 renewal handed out, as headers for the next call. */
function renewedHeaders(answer: JsonAnswer, extra: Record<string, string> = {}) {
  expect(answer.status).toBe(401);
  const token = answer.headers.get('token');
  const refresh = answer.headers.get('refresh-token');
  expect(token).toBeTruthy();
  expect(refresh).toBeTruthy();
  return { authorization: `Bearer ${token}`, 'refresh-token': refresh!, ...extra };
}

function expectRefused(answer: JsonAnswer) {
  expect(answer.status).toBe(403);
  expect(answer.body.mensajeRetorno).toBe('Sesión no válida');
  expect(answer.headers.get('token')).toBeNull();
}

/** Runs `fn` with the clock moved on past the access token's life, then puts it back. */
async function afterAccessExpiry(world: AccountWorld, fn: () => Promise<void>) {
  const start = world.now();
  world.advance(16 * MINUTE);
  try {
    await fn();
  } finally {
    world.setNow(start);
  }
}

describe('refresh token replay within the grace', () => {
  test('another party replaying the rotated token is refused and the family revoked', async () => {
    const thieves: Record<string, string>[] = [{}, { 'device-id': OTHER_DEVICE }];
    for (const thief of thieves) {
      const email = `victima${Object.keys(thief).length}@example.com`;
      const s = await customerReady(w, email, undefined, { 'device-id': DEVICE });
      await afterAccessExpiry(w, async () => {
        const mine = { ...s.headers, 'device-id': DEVICE };
        const fresh = renewedHeaders(await getData(mine), { 'device-id': DEVICE });
        w.advance(1000);
        expectRefused(await getData({ ...s.headers, ...thief }));
        // the whole family is revoked: the device's fresh tokens no longer work either
        const after = await getData(fresh);
        expect(after.status).toBe(401);
        expect(after.body.mensajeRetorno).toBe('Tu sesión expiró, inicia sesión de nuevo');
      });
    }
  });

  test('a stolen token of a device-bound login renews nothing for another party', async () => {
    const s = await customerReady(w, 'robada@example.com', undefined, { 'device-id': DEVICE });
    await afterAccessExpiry(w, async () => {
      expectRefused(await getData({ ...s.headers, 'device-id': OTHER_DEVICE }));
      const owner = await getData({ ...s.headers, 'device-id': DEVICE });
      expect(owner.status).toBe(401);
      expect(owner.headers.get('token')).toBeNull();
    });
  });

  test("the same device's parallel renewals all work, and a replay within 10 s", async () => {
    const s = await customerReady(w, 'paralela@example.com', undefined, { 'device-id': DEVICE });
    await afterAccessExpiry(w, async () => {
      const mine = { ...s.headers, 'device-id': DEVICE };
      const answers = await Promise.all([getData(mine), getData(mine), getData(mine)]);
      const pairs = answers.map((a) => renewedHeaders(a, { 'device-id': DEVICE }));
      for (const pair of pairs) expect((await getData(pair)).status).toBe(200);
      w.advance(8000);
      const late = renewedHeaders(await getData(mine), { 'device-id': DEVICE });
      expect((await getData(late)).status).toBe(200);
    });
  });

  test('an app without a device id: a sibling within 2 s, then a reuse', async () => {
    const s = await customerReady(w, 'antigua@example.com');
    await afterAccessExpiry(w, async () => {
      const fresh = renewedHeaders(await getData(s.headers));
      w.advance(1500);
      renewedHeaders(await getData(s.headers));
      w.advance(1500);
      expectRefused(await getData(s.headers));
      expect((await getData(fresh)).status).toBe(401);
    });
  });
});

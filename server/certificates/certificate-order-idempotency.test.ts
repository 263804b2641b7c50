import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { certificateOrders } from '../db/schema/certificates.ts';
import { certificateOrderBody } from './certificate-order-body.ts';
import { certificateOrderSave } from './certificate-order-save.ts';
import { useSaveWorld } from '../test/save-world.ts';
import { CERTIFICATE_BUYER, certificateLine, certificateOrderPost } from './certificate.fixture.ts';

// Contract "Idempotency" for data/saveOrderCertificado, as a hostile client: one certificate
// order per key whatever the repeats and their concurrency; the first order's answer for a
// repeat of the same body; 409 for another body or another customer; a body without a key
// (an app from before the key) saved as before.
const w = useSaveWorld();

const IN_PROCESS = { codigoRetorno: '02', mensajeRetorno: 'Tu orden ya se encuentra en proceso' };

/** data/saveOrderCertificado with the key `key`, by the guest unless `headers` say otherwise. */
const postWithKey = (
  key: string,
  menu: unknown[],
  headers: Record<string, string> = w.guest,
  buyer: object = CERTIFICATE_BUYER,
) => certificateOrderPost(w, menu, headers, buyer, key);

const ordersWithKey = async (key: string) =>
  w.server.db.select().from(certificateOrders).where(eq(certificateOrders.idempotencyKey, key));

describe('data/saveOrderCertificado with an idempotency key', () => {
  test('a repeat (a lost answer, a second tap) answers the first order and stores no other', async () => {
    const key = randomUUID();
    const menu = [certificateLine(2, 15)];
    const first = await postWithKey(key, menu);
    expect(first.body).toMatchObject({ codigoRetorno: '00', total: 15 });
    // the key is compared in lower case, as the order save's is
    const again = await postWithKey(key.toUpperCase(), menu);
    expect(again.body).toEqual(first.body);
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  test('ten at once with one key make one order, and each answer names it', async () => {
    const key = randomUUID();
    const menu = [certificateLine(1, 10), certificateLine(3, 25)];
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWithKey(key, menu)));
    const stored = await ordersWithKey(key);
    expect(stored).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.body).toMatchObject({ codigoRetorno: '00', ORDERID: stored[0]!.id, total: 35 });
    }
  });

  test('twins that both find the key new (read before either stores) still make one order', async () => {
    // the saves side by side, without the HTTP edge in between, so each reads the key before
    // the other's insert: the unique key decides, and the loser answers as a repeat
    const key = randomUUID();
    const body = certificateOrderBody.parse({
      data: CERTIFICATE_BUYER,
      menu: [certificateLine(2, 15)],
      orden: { idempotencia: key },
    });
    const session = { kind: 'guest', sub: 'twin-guest' } as const;
    const now = new Date();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => certificateOrderSave(w.server.db, body, session, now)),
    );
    const stored = await ordersWithKey(key);
    expect(stored).toHaveLength(1);
    for (const answer of answers) expect(answer).toMatchObject({ ORDERID: stored[0]!.id });
  });

  test('the key with another body is 409 and stores nothing', async () => {
    const key = randomUUID();
    await postWithKey(key, [certificateLine(1, 10)]);
    const other = await postWithKey(key, [certificateLine(4, 50)]);
    expect(other.status).toBe(409);
    expect(other.body).toEqual(IN_PROCESS);
    const renamed = await postWithKey(key, [certificateLine(1, 10)], w.guest, {
      ...CERTIFICATE_BUYER,
      nombre: 'Otra Persona',
    });
    expect(renamed.status).toBe(409);
    const stored = await ordersWithKey(key);
    expect(stored.map((o) => o.totalCents)).toEqual([1000]);
  });

  test("another customer's repeat of the key is 409: an order id is never handed over", async () => {
    const key = randomUUID();
    const menu = [certificateLine(1, 10)];
    await postWithKey(key, menu);
    const stranger = await w.newGuest();
    const taken = await postWithKey(key, menu, stranger);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(IN_PROCESS);
    expect(JSON.stringify(taken.body)).not.toContain('ORDERID');
  });

  test('a refused body stores nothing under its key: the corrected body saves with it', async () => {
    const key = randomUUID();
    const refused = await postWithKey(key, [certificateLine(2, 99)]);
    expect(refused.body.codigoRetorno).toBe('01');
    expect(await ordersWithKey(key)).toHaveLength(0);
    const fixed = await postWithKey(key, [certificateLine(2, 15)]);
    expect(fixed.body).toMatchObject({ codigoRetorno: '00', total: 15 });
  });

  test('without a key each request is its own order, as before the key', async () => {
    const menu = [certificateLine(1, 10)];
    const a = await certificateOrderPost(w, menu);
    const b = await certificateOrderPost(w, menu);
    expect(a.body.codigoRetorno).toBe('00');
    expect(b.body.codigoRetorno).toBe('00');
    expect(b.body.ORDERID).not.toBe(a.body.ORDERID);
  });

  test.each(['', 'not-a-uuid', `${randomUUID()}x`])('a malformed key %j is a 400', async (key) => {
    const r = await postWithKey(key, [certificateLine(1, 10)]);
    expect(r.status).toBe(400);
  });
});

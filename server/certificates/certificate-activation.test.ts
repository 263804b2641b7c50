import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { CERTIFICATE_MESSAGES } from '../../src/protocol/certificate.ts';
import { customerSession } from '../accounts/customer.fixture.ts';
import { giftCertificates } from '../db/schema/certificates.ts';
import { MONDAY_NOON, useSaveWorld } from '../test/save-world.ts';
import { formBody } from '../test/guest-calls.ts';
import { post } from '../test/harness.ts';
import { certificateGive } from './certificate.fixture.ts';

// A gift certificate is mailed to its recipient (§5.2 'Ingresa el código que te fue
// enviado'): only the account whose e-mail is the recipient's can activate it and pay with
// it (decision 032). X, holding the code of a certificate mailed to R, is refused without
// learning who R is; R activates it, even after X had taken it before this rule.
const w = useSaveWorld();

const REFUSED = { codigoRetorno: '02', mensajeRetorno: CERTIFICATE_MESSAGES.notRecipient };

const activate = (headers: Record<string, string>, codigo: string) =>
  post(w.server, '/data/activarCertificado', formBody({ codigo }), headers);

const ownerOf = async (id: number) => {
  const [row] = await w.server.db
    .select({ customerId: giftCertificates.customerId })
    .from(giftCertificates)
    .where(eq(giftCertificates.id, id));
  return row?.customerId;
};

describe('data/activarCertificado binds the certificate to its recipient', () => {
  test('X with the code is refused; R activates it; X is still refused', async () => {
    const rosa = await customerSession(w.server, 'rosa', MONDAY_NOON);
    const thief = await customerSession(w.server, 'ladron', MONDAY_NOON);
    const gift = await certificateGive(w.server.db, {
      balanceCents: 2500,
      customerId: null,
      at: MONDAY_NOON,
      recipientEmail: rosa.email,
    });

    const taken = await activate(thief.headers, gift.code);
    expect(taken.body).toEqual(REFUSED);
    // the refusal names no one
    expect(JSON.stringify(taken.body)).not.toMatch(/rosa/i);
    expect(await ownerOf(gift.id)).toBeNull();

    const mine = await activate(rosa.headers, gift.code);
    expect(mine.body).toMatchObject({
      codigoRetorno: '00',
      mensajeRetorno: CERTIFICATE_MESSAGES.activated,
      data: { code: gift.code, balance: 25 },
    });
    expect(await ownerOf(gift.id)).toBe(rosa.id);
    // once activated it reads as refused to X all the same: nothing says it was taken
    expect((await activate(thief.headers, gift.code)).body).toEqual(REFUSED);
    expect(await ownerOf(gift.id)).toBe(rosa.id);
  });

  test('the e-mails compare by the account key: case and spaces do not matter', async () => {
    const luis = await customerSession(w.server, 'luis', MONDAY_NOON);
    const gift = await certificateGive(w.server.db, {
      balanceCents: 1000,
      customerId: null,
      at: MONDAY_NOON,
      recipientEmail: ' Luis@Example.COM ',
    });
    expect((await activate(luis.headers, gift.code)).body.codigoRetorno).toBe('00');
  });

  test('one X took before the rule: R takes it back, X can no longer pay with it', async () => {
    const rosa = await customerSession(w.server, 'rosa', MONDAY_NOON);
    const thief = await customerSession(w.server, 'ladron', MONDAY_NOON);
    const gift = await certificateGive(w.server.db, {
      balanceCents: 5000,
      customerId: thief.id,
      at: MONDAY_NOON,
      recipientEmail: rosa.email,
    });
    const balance = (correo: string) =>
      post(
        w.server,
        '/data/checkSaldoCertificado',
        formBody({ correo, codigo: gift.code, total: '10.00' }),
        w.guest,
      );
    expect((await balance(thief.email)).body).toMatchObject({ codigoRetorno: '02' });
    expect((await activate(rosa.headers, gift.code)).body.codigoRetorno).toBe('00');
    expect(await ownerOf(gift.id)).toBe(rosa.id);
    expect((await balance(rosa.email)).body.codigoRetorno).toBe('00');
  });

  test('an unknown code is still not found', async () => {
    const rosa = await customerSession(w.server, 'rosa', MONDAY_NOON);
    expect((await activate(rosa.headers, 'ABCDEFGHJKMN')).body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: CERTIFICATE_MESSAGES.notFound,
    });
  });
});

import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { cartEmpty } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { customerSession } from '../accounts/customer.fixture.ts';
import { signupFields } from '../accounts/accounts.fixture.ts';
import {
  CERTIFICATE_BUYER,
  certificateLine,
  certificateMails,
  certificateOrderPay,
  certificateOrderPost,
} from '../certificates/certificate.fixture.ts';
import { certificateOrders, giftCertificates } from '../db/schema/certificates.ts';
import { customerAddresses } from '../db/schema/customer-data.ts';
import { customers } from '../db/schema/customers.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { orders } from '../db/schema/orders.ts';
import {
  deliveryData,
  MONDAY_NOON,
  orderBody,
  pickupData,
  sealBody,
  useSaveWorld,
} from '../test/save-world.ts';
import { honestCart, menuProduct, wireOf } from '../quote/quote.fixture';
import { addressBody } from '../customer-data/customer-data.fixture.ts';
import { post } from '../test/harness.ts';

// Names and free text a client sends are stored and mailed without control characters: a
// CR/LF in a name once reached a mail's greeting as a header line ('Bcc: …'). Single-line
// fields keep a space where a break stood; multi-line ones keep their line breaks as LF.
const w = useSaveWorld();

const INJECTED = 'Ana\r\nBcc: x@y';
const CLEAN = 'Ana Bcc: x@y';
/** Free text with a CRLF, a bell, a bidi override and a line separator. */
const BLOCK = 'Sin cebolla\r\npor favor\u0007\u202e\u2028gracias';
const BLOCK_CLEAN = 'Sin cebolla\npor favor\ngracias';

/** The strings anywhere in `value` (a row, a JSON column, a list). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsIn);
}

/** Every character of the rule found in `value`'s strings (LF excepted: free text keeps it). */
function controlsIn(value: unknown): string[] {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const forbidden = /[\0-\t\v-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
  return stringsIn(value).flatMap((text) => text.match(forbidden) ?? []);
}

async function sealedPost(path: string, payload: unknown, headers: Record<string, string>) {
  return post(w.server, path, { data: sealBody(payload, await w.ckKey()) }, headers);
}

describe('names and free text are stored without control characters', () => {
  test('auth/signupEmail: the account and its activation mail', async () => {
    const email = 'ana.signup@example.com';
    const fields = signupFields(email, {
      nombres: INJECTED,
      apellidos: 'Pérez\u202e\u0001',
      nickname: 'An\u2028ita',
      instruccionEspecial: BLOCK,
    });
    const r = await sealedPost('/auth/signupEmail', fields, w.guest);
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    // a sign-up is recorded once its answer has left (decision 028)
    await w.server.app.ctx.afterAnswer.idle();
    const [row] = await w.server.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toMatchObject({
      nombres: CLEAN,
      apellidos: 'Pérez',
      nickname: 'An ita',
      instruccionEspecial: BLOCK_CLEAN,
    });
    const mails = await w.server.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.text).not.toMatch(/\nBcc:/);
      expect(controlsIn([mail.subject, mail.html])).toEqual([]);
    }
  });

  test('cliente/saveCliente: the profile', async () => {
    const ana = await customerSession(w.server, 'perfil-ana', MONDAY_NOON);
    const {
      email: _email,
      contrasena: _p,
      contrasenaConfirm: _c,
      ...profile
    } = signupFields(ana.email, {
      nombres: INJECTED,
      apellidos: '\u2066Pérez\u2069',
      nickname: 'A\tna',
      instruccionEspecial: BLOCK,
    });
    const r = await sealedPost('/cliente/saveCliente', profile, ana.headers);
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    const [row] = await w.server.db.select().from(customers).where(eq(customers.id, ana.id));
    expect(row).toMatchObject({
      nombres: CLEAN,
      apellidos: 'Pérez',
      nickname: 'A na',
      instruccionEspecial: BLOCK_CLEAN,
    });
  });

  test('cliente/saveDireccion: the address', async () => {
    const ana = await customerSession(w.server, 'direccion-ana', MONDAY_NOON);
    const body = addressBody(undefined, {
      categoria: 'Mi\r\nCasa',
      direccion: `Calle\u0085La Mascota\u202e #123`,
      indicaciones: BLOCK,
    });
    const r = await sealedPost('/cliente/saveDireccion', body, ana.headers);
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    const rows = await w.server.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, ana.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tag: 'Mi Casa',
      address: 'Calle La Mascota #123',
      reference: BLOCK_CLEAN,
    });
  });

  test('data/saveOrderPendiente, pickup: the customer, the receiver, the comments', async () => {
    const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 1);
    const data = {
      ...pickupData(cart),
      nombre: INJECTED,
      personaRecibe: INJECTED,
      comentarios: BLOCK,
    };
    const r = await w.save(orderBody(data, wireOf(cart)));
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    const [row] = await w.server.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(row?.contactName).toBe(CLEAN);
    expect(row?.data).toMatchObject({
      data: { nombre: CLEAN, personaRecibe: CLEAN, comentarios: BLOCK_CLEAN },
    });
    expect(controlsIn(row)).toEqual([]);
  });

  test('data/saveOrderPendiente, delivery: the address texts and references', async () => {
    const cart = honestCart(w);
    const data = {
      ...deliveryData(cart),
      nombre: INJECTED,
      detalle: 'Calle\r\nLa Mascota',
      coloniaCliente: 'Colonia\u202eEscalón',
      referencias: BLOCK,
    };
    const r = await w.save(orderBody(data, wireOf(cart)));
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    const [row] = await w.server.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(row?.data).toMatchObject({
      data: {
        nombre: CLEAN,
        detalle: 'Calle La Mascota',
        coloniaCliente: 'ColoniaEscalón',
        referencias: BLOCK_CLEAN,
      },
    });
    expect(controlsIn(row)).toEqual([]);
  });

  test('data/saveOrderCertificado: buyer, recipient, dedication, and the mail', async () => {
    const recipient = 'rosa.controles@example.com';
    const line = certificateLine(1, 10, recipient, {
      CER_N: INJECTED,
      CER_ND: 'Rosa\r\nCc: z@y',
      CER_D: BLOCK,
    });
    const buyer = { ...CERTIFICATE_BUYER, nombres: INJECTED, nombre: INJECTED };
    const saved = await certificateOrderPost(w, [line], w.guest, buyer);
    expect(saved.body.codigoRetorno).toBe('00');
    const orderId = saved.body.ORDERID as number;
    const [order] = await w.server.db
      .select()
      .from(certificateOrders)
      .where(eq(certificateOrders.id, orderId));
    expect(order?.contactName).toBe(CLEAN);
    expect(controlsIn(order)).toEqual([]);
    await certificateOrderPay(w, orderId);
    const [issued] = await w.server.db
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.recipientEmail, recipient));
    expect(issued).toMatchObject({
      buyerName: CLEAN,
      recipientName: 'Rosa Cc: z@y',
      dedication: BLOCK_CLEAN,
    });
    const [mail] = await certificateMails(w.server.db, recipient);
    expect(mail?.subject).toContain(CLEAN);
    expect(mail?.text).not.toMatch(/\n(Bcc|Cc):/);
    expect(controlsIn([mail?.subject, mail?.html])).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { certificateOrders, giftCertificates } from '../db/schema/certificates.ts';
import { customers } from '../db/schema/customers.ts';
import { orders } from '../db/schema/orders.ts';
import { pushOutbox, pushSubscriptions } from '../db/schema/push.ts';
import { pushEnqueue } from '../push/push-outbox.ts';
import { pushSubscriptionSave } from '../push/push-subscriptions.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import { unsubscribeLink } from './unsubscribe-link.ts';
import {
  customerReady,
  customerRow,
  linkHash,
  GOOD_PASSWORD,
  signupFields,
  useAccountWorld,
} from './accounts.fixture.ts';

// Issue 15: a guest's orders join the account on sign-up or login on that device; deleting
// the account erases the person and keeps the orders anonymised; the unsubscribe link.
const w = useAccountWorld();

const guestSession = async () => {
  const token = (await w.call('/auth/guest')).body.token as string;
  const check = await w.server.app.ctx.tokens.verify(token, 'guest', w.now());
  if (!check.ok) throw new Error('guest token not valid');
  return { headers: { authorization: `Bearer ${token}` }, sub: check.claims.sub };
};

const ownerOf = async (id: number) => {
  const [row] = await w.server.db.select().from(orders).where(eq(orders.id, id));
  return row ? { kind: row.ownerKind, sub: row.ownerSub } : null;
};

describe('guest orders', () => {
  test('attached on login with the guest token as bearer; others stay', async () => {
    const email = 'invitada@example.com';
    await customerReady(w, email);
    const guest = await guestSession();
    const stranger = await guestSession();
    const mine = await orderFixtureInsert(w.server.db, { ownerSub: guest.sub, ownerKind: 'guest' });
    const theirs = await orderFixtureInsert(w.server.db, {
      ownerSub: stranger.sub,
      ownerKind: 'guest',
    });
    const logged = await w.call('/auth/login', { email, password: GOOD_PASSWORD }, guest.headers);
    expect(logged.body.codigoRetorno).toBe('00');
    const sub = (await customerRow(w, email))!.sub;
    expect(await ownerOf(mine.id)).toEqual({ kind: 'user', sub });
    expect(await ownerOf(theirs.id)).toEqual({ kind: 'guest', sub: stranger.sub });
    // a failed login attaches nothing
    const later = await orderFixtureInsert(w.server.db, {
      ownerSub: guest.sub,
      ownerKind: 'guest',
    });
    await w.call('/auth/login', { email, password: 'Mala#Clave1' }, guest.headers);
    expect(await ownerOf(later.id)).toEqual({ kind: 'guest', sub: guest.sub });
  });

  test("attached when the sign-up's link activates the account, never to an existing one", async () => {
    const guest = await guestSession();
    const order = await orderFixtureInsert(w.server.db, {
      ownerSub: guest.sub,
      ownerKind: 'guest',
    });
    const email = 'nueva-invitada@example.com';
    await w.sealed('/auth/signupEmail', signupFields(email), guest.headers);
    // the sign-up alone moves nothing: it joins with the link that sign-up was mailed
    expect(await ownerOf(order.id)).toEqual({ kind: 'guest', sub: guest.sub });
    const [activation] = await w.mailsTo(email);
    await w.call('/auth/activate', { hash: linkHash(activation!.text) });
    expect(await ownerOf(order.id)).toEqual({
      kind: 'user',
      sub: (await customerRow(w, email))!.sub,
    });

    const other = await guestSession();
    const pushed = await orderFixtureInsert(w.server.db, {
      ownerSub: other.sub,
      ownerKind: 'guest',
    });
    await w.sealed('/auth/signupEmail', signupFields(email), other.headers);
    expect(await ownerOf(pushed.id)).toEqual({ kind: 'guest', sub: other.sub });
  });
});

describe('deleting the account', () => {
  test('erased, orders anonymised, tokens and links dead, the e-mail free again', async () => {
    const email = 'borrar@example.com';
    const s = await customerReady(w, email);
    const row = (await customerRow(w, email))!;
    const pickup = await orderFixtureInsert(w.server.db, { ownerSub: row.sub, ownerKind: 'user' });
    const home = await orderFixtureInsert(w.server.db, {
      ownerSub: row.sub,
      ownerKind: 'user',
      deliveryType: 'DOM',
    });
    // a recovery link mailed before: it must die with the account
    await w.call('/auth/recoveryPassword', { emailCP: email });
    const link = unsubscribeLink(
      '',
      w.server.config.apiBase,
      w.server.config.accounts.unsubscribeSecret,
      row.sub,
    );

    const wrong = await w.sealed('/cliente/deleteAccount', { contrasena: 'NoEs#Mia1' }, s.headers);
    expect(wrong.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'La contraseña actual no es correcta',
    });
    const deleted = await w.sealed(
      '/cliente/deleteAccount',
      { contrasena: GOOD_PASSWORD },
      s.headers,
    );
    expect(deleted.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'Tu cuenta fue eliminada',
    });

    const [erased] = await w.server.db.select().from(customers).where(eq(customers.id, row.id));
    expect(erased).toMatchObject({
      email: null,
      emailKey: null,
      passwordHash: null,
      nombres: '',
      apellidos: '',
      nickname: '',
      telefono: '',
      fechaNacimiento: '',
      publicidad: false,
    });
    expect(erased?.deletedAt).not.toBeNull();

    const [p, h] = await Promise.all(
      [pickup.id, home.id].map(async (id) => {
        const [o] = await w.server.db.select().from(orders).where(eq(orders.id, id));
        return o!;
      }),
    );
    for (const o of [p!, h!]) {
      expect(o).toMatchObject({
        contactName: 'Cliente eliminado',
        contactEmail: '',
        ownerSub: row.sub,
      });
      const text = JSON.stringify(o.data);
      for (const personal of [
        'Ana López',
        '70001234',
        'ana@example.com',
        '13.7102',
        'Sin cebolla',
      ]) {
        expect(text, personal).not.toContain(personal);
      }
      expect(o.totalCents).toBeGreaterThan(0); // the books keep the amounts
    }
    expect(JSON.stringify(p!.data)).toContain('MOSTRADOR'); // a pickup's counter is not personal

    // tokens dead, login fails, links used up, nothing left in the outbox for the address
    expect((await w.call('/cliente/getDataUser', {}, s.headers)).status).toBe(401);
    expect(
      (await w.call('/auth/login', { email, password: GOOD_PASSWORD })).body.codigoRetorno,
    ).toBe('01');
    expect(await w.mailsTo(email)).toHaveLength(0);
    const page = await fetch(`${w.server.url}${link}`);
    expect(page.status).toBe(404);

    // the e-mail signs up again, as a new customer
    const again = await customerReady(w, email, 'Otra#Vez2026');
    const fresh = await w.call('/cliente/getDataUser', {}, again.headers);
    expect((fresh.body.data as { email: string }).email).toBe(email);
    expect((await customerRow(w, email))!.sub).not.toBe(row.sub);
  });
});

const giftOrderInsert = async (ownerSub: string, id: number) => {
  const buyer = { nombre: 'Ana López', correo: 'ana@example.com', telefono: '70001234' };
  const line = {
    catalogueId: 1,
    name: 'Gift card $25',
    description: '',
    amountCents: 2500,
    buyerName: 'Ana López',
    recipientName: 'Beto Díaz',
    recipientEmail: 'beto@example.com',
    dedication: '¡Feliz cumpleaños!',
  };
  await w.server.db.insert(certificateOrders).values({
    id,
    ownerKind: 'user',
    ownerSub,
    totalCents: 2500,
    paymentStatus: 'pagado',
    contactName: buyer.nombre,
    contactEmail: buyer.correo,
    lines: [line],
    data: { ...buyer, nombres: 'Ana', enviarFactura: 'N', device: 'web' },
    createdAt: w.now(),
  });
  await w.server.db.insert(giftCertificates).values({
    code: `CODE${id}`,
    catalogueId: 1,
    certificateOrderId: id,
    line: 0,
    name: line.name,
    description: '',
    amountCents: 2500,
    balanceCents: 2500,
    buyerName: line.buyerName,
    recipientName: line.recipientName,
    recipientEmail: line.recipientEmail,
    dedication: line.dedication,
    issuedAt: w.now(),
    expiresOn: '2027-11-23',
  });
};

describe('deleting the account with push notifications on', () => {
  test("the subscriptions its orders named are deleted with their queued pushes; a stranger's stay", async () => {
    const email = 'push@example.com';
    const s = await customerReady(w, email);
    const sub = (await customerRow(w, email))!.sub;
    const db = w.server.db;
    const key = (n: number) => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/dispositivo-${n}`,
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, n)]).toString('base64url'),
      auth: Buffer.alloc(16, n).toString('base64url'),
    });
    const mine = await pushSubscriptionSave(db, key(1), w.now());
    const theirs = await pushSubscriptionSave(db, key(2), w.now());
    const order = await orderFixtureInsert(db, { ownerSub: sub, ownerKind: 'user' });
    const stranger = await orderFixtureInsert(db, { ownerSub: 'otro', ownerKind: 'guest' });
    await db.update(orders).set({ pushSubscriptionId: mine }).where(eq(orders.id, order.id));
    await db.update(orders).set({ pushSubscriptionId: theirs }).where(eq(orders.id, stranger.id));
    await db.transaction(async (tx) => {
      await pushEnqueue(tx, { id: order.id, pushSubscriptionId: mine }, 'INI', w.now());
      await pushEnqueue(tx, { id: stranger.id, pushSubscriptionId: theirs }, 'INI', w.now());
    });

    const deleted = await w.sealed(
      '/cliente/deleteAccount',
      { contrasena: GOOD_PASSWORD },
      s.headers,
    );
    expect(deleted.body.codigoRetorno).toBe('00');
    const left = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
    expect(left.map((row) => row.id)).not.toContain(mine);
    expect(left.map((row) => row.id)).toContain(theirs);
    const queued = await db.select({ orderId: pushOutbox.orderId }).from(pushOutbox);
    expect(queued.map((row) => row.orderId)).toEqual([stranger.id]);
    const [anonymised] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(anonymised?.pushSubscriptionId).toBeNull();
    expect((anonymised?.data as { orden?: { fcmToken?: string } }).orden?.fcmToken ?? '').toBe('');
  });
});

describe('deleting the account with gift cards bought', () => {
  test("the gift card orders lose the buyer's and recipients' contact, the cards stay spendable", async () => {
    const email = 'regala@example.com';
    const s = await customerReady(w, email);
    const row = (await customerRow(w, email))!;
    await giftOrderInsert(row.sub, 900001);
    await giftOrderInsert('otra-persona', 900002);
    const deleted = await w.sealed(
      '/cliente/deleteAccount',
      { contrasena: GOOD_PASSWORD },
      s.headers,
    );
    expect(deleted.body.codigoRetorno).toBe('00');

    const read = async (id: number) => {
      const [order] = await w.server.db
        .select()
        .from(certificateOrders)
        .where(eq(certificateOrders.id, id));
      const [card] = await w.server.db
        .select()
        .from(giftCertificates)
        .where(eq(giftCertificates.certificateOrderId, id));
      return { order: order!, card: card! };
    };
    const mine = await read(900001);
    expect(mine.order).toMatchObject({
      contactName: 'Cliente eliminado',
      contactEmail: '',
      totalCents: 2500,
    });
    const kept = JSON.stringify([mine.order.data, mine.order.lines]);
    for (const personal of ['Ana', 'ana@example.com', '70001234', 'Beto', 'beto@example.com']) {
      expect(kept, personal).not.toContain(personal);
    }
    expect(mine.order.lines[0]).toMatchObject({
      amountCents: 2500,
      buyerName: 'Cliente eliminado',
    });
    // the card is the recipient's: still spendable, only the buyer's name is gone
    expect(mine.card).toMatchObject({
      buyerName: 'Cliente eliminado',
      recipientName: 'Beto Díaz',
      balanceCents: 2500,
    });

    const theirs = await read(900002);
    expect(theirs.order.contactName).toBe('Ana López');
    expect(theirs.card.buyerName).toBe('Ana López');
  });
});

describe('promotions off', () => {
  test('cliente/unsubscribe and the signed link', async () => {
    const email = 'promos@example.com';
    const s = await customerReady(w, email);
    const off = await w.call('/cliente/unsubscribe', {}, s.headers);
    expect(off.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'Ya no recibirás correos de promociones',
    });
    expect((await customerRow(w, email))!.publicidad).toBe(false);

    const other = 'promos2@example.com';
    await customerReady(w, other);
    const row = (await customerRow(w, other))!;
    expect(row.publicidad).toBe(true);
    const { apiBase, accounts } = w.server.config;
    const link = unsubscribeLink(w.server.url, apiBase, accounts.unsubscribeSecret, row.sub);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Ya no recibirás correos de promociones');
    expect((await customerRow(w, other))!.publicidad).toBe(false);

    // a link signed with another key, or for another subject, does nothing
    const forged = unsubscribeLink(w.server.url, apiBase, 'otra-clave-cualquiera-123', row.sub);
    expect((await fetch(forged)).status).toBe(404);
    const tampered = link.replace(/t=[^.]+/, `t=${Buffer.from('c-otro').toString('base64url')}`);
    expect((await fetch(tampered)).status).toBe(404);
    expect((await fetch(`${w.server.url}${apiBase}/unsubscribe`)).status).toBe(404);
  });
});

import fc from 'fast-check';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import { cartEmpty } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import { encryptText } from '../../http/aes.ts';
import { menuProduct, wireOf } from '../../quote/quote.fixture';
import { post } from '../../test/harness.ts';
import {
  deliveryData,
  orderBody,
  orderCount,
  pickupData,
  sealBody,
  useSaveWorld,
} from '../../test/save-world';

// contract: a malformed body, a bad token or a forged one is a 4xx with a Spanish message —
// never a 500 — and stores nothing.
const w = useSaveWorld();
let before: number;

beforeAll(async () => {
  before = await orderCount(w);
});

type Obj = Record<string, unknown>;

function validBody() {
  const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 6);
  return orderBody(pickupData(cart), wireOf(cart));
}

function validDelivery() {
  const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 6);
  return orderBody(deliveryData(cart), wireOf(cart));
}

const bad = (detail: string) => ({
  status: 400,
  body: { codigoRetorno: '02', mensajeRetorno: `Solicitud inválida: ${detail}` },
});

const withData = (body: ReturnType<typeof validBody>, data: Obj) => ({
  ...body,
  data: { ...body.data, ...data },
});

describe('the body', () => {
  test('not encrypted, not JSON, or missing', async () => {
    const body = validBody();
    expect(await w.saveRaw(JSON.stringify(body))).toMatchObject(bad('data: no se pudo descifrar'));
    const notJson = encryptText('{"data": ', await w.ckKey());
    expect(await w.saveRaw(notJson)).toMatchObject(bad('data: el contenido descifrado no es JSON'));
    const none = await post(w.server, '/data/saveOrderPendiente', {}, w.guest);
    expect(none).toMatchObject(bad('data: campo cifrado requerido'));
  });

  const cases: [string, (b: ReturnType<typeof validBody>) => unknown, string][] = [
    [
      'missing idempotency key',
      (b) => ({ ...b, orden: { idord: 0, fcmToken: '' } }),
      'orden.idempotencia: debe ser un texto',
    ],
    [
      'an idempotency key that is not a UUID',
      (b) => ({ ...b, orden: { ...b.orden, idempotencia: 'clave-1' } }),
      'orden.idempotencia: debe ser un identificador UUID de 36 caracteres',
    ],
    [
      'an empty menu',
      (b) => ({ ...b, menu: [] }),
      'menu: Las líneas del pedido no son válidas: pedido: El pedido no tiene productos',
    ],
    [
      'no client data',
      (b) => ({ ...b, data: {} }),
      'data: deben ser los datos de una orden para recoger en tienda (tienda) o a domicilio (latitud)',
    ],
    ['an empty name', (b) => withData(b, { nombre: '  ' }), 'data.nombre: Este campo es requerido'],
    [
      'a phone with a dash',
      (b) => withData(b, { telefono: '7000-1234' }),
      'data.telefono: Teléfono no válido',
    ],
    [
      'a phone starting with 1',
      (b) => withData(b, { telefono: '10001234' }),
      'data.telefono: Teléfono no válido',
    ],
    [
      'an empty phone',
      (b) => withData(b, { telefono: '' }),
      'data.telefono: Este campo es requerido',
    ],
    [
      'a bad e-mail',
      (b) => withData(b, { correo: 'ana@' }),
      'data.correo: Ingresa un correo electrónico válido',
    ],
    [
      'an unknown shop',
      (b) => withData(b, { tienda: 999 }),
      'data.tienda: La tienda seleccionada no existe',
    ],
    [
      'an unknown payment type',
      (b) => withData(b, { tipoPago: 'X' }),
      'data.tipoPago: debe ser E, T o C',
    ],
    [
      'a total with 3 decimals',
      (b) => withData(b, { totalVenta: 8.941 }),
      'data.totalVenta: debe tener como máximo 2 decimales',
    ],
    [
      'a comment too long',
      (b) => withData(b, { comentarios: 'x'.repeat(701) }),
      'data.comentarios: admite como máximo 700 caracteres',
    ],
    [
      'a future date that is not a date',
      (b) => withData(b, { pedidoFuturo: 1, fecha: '31/02/2026', hora: '10:00' }),
      'data.fecha: debe ser una fecha dd/MM/yyyy o n',
    ],
    [
      'a future date without an hour',
      (b) => withData(b, { pedidoFuturo: 1, fecha: '24/11/2026', hora: 'n' }),
      'data.hora: fecha y hora van juntas: ambas con valor o ambas n',
    ],
    ['not checkout 1', (b) => ({ ...b, checkout: 0 }), 'checkout: debe ser 1'],
  ];

  test.each(cases)('%s → 400', async (_what, change, detail) => {
    expect(await w.save(change(validBody()))).toMatchObject(bad(detail));
  });

  test('bad coordinates of a home delivery → 400 naming the field', async () => {
    const body = validDelivery();
    const set = (data: Obj) => ({ ...body, data: { ...body.data, ...data } });
    expect(await w.save(set({ latitud: 200 }))).toMatchObject(
      bad('data.latitud: La latitud debe estar entre -90 y 90'),
    );
    expect(await w.save(set({ longitudEntrega: -181 }))).toMatchObject(
      bad('data.longitudEntrega: La longitud debe estar entre -180 y 180'),
    );
    expect(await w.save(set({ longitud: 'oeste' }))).toMatchObject(
      bad('data.longitud: debe ser un número'),
    );
    expect(await w.save(set({ idtda: 999 }))).toMatchObject(
      bad('data.idtda: La tienda seleccionada no existe'),
    );
  });
});

describe('the token', () => {
  test('none → 401 Debes iniciar sesión', async () => {
    const r = await w.save(validBody(), {});
    expect(r).toMatchObject({
      status: 401,
      body: { codigoRetorno: '02', mensajeRetorno: 'Debes iniciar sesión' },
    });
  });

  test('forged → 403 Sesión no válida', async () => {
    const forged = await new SignJWT({ typ: 'guest' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('invitado-falso')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('otro-secreto-que-no-es-el-del-servidor'));
    const r = await w.save(validBody(), { authorization: `Bearer ${forged}` });
    expect(r).toMatchObject({
      status: 403,
      body: { codigoRetorno: '02', mensajeRetorno: 'Sesión no válida' },
    });
  });
});

test('none of them stored anything', async () => {
  expect(await orderCount(w)).toBe(before);
});

/** Every place in a JSON tree, as the keys that lead to it. */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => pathsOf(v, [...at, i]))];
  if (typeof value === 'object' && value !== null) {
    return [at, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))];
  }
  return [at];
}

/** A copy of `root` with the value at `path` replaced by `value`. */
function mutate(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = JSON.parse(JSON.stringify(root)) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
  return copy;
}

describe('never a 500', () => {
  test('a valid body with any one value replaced: 200, 400 or 409 in Spanish', async () => {
    const base = validDelivery();
    const paths = pathsOf(base);
    const key = await w.ckKey();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: paths.length - 1 }),
        fc.jsonValue({ maxDepth: 2 }),
        async (at, value) => {
          const body = mutate(base, paths[at] ?? [], value) as Obj;
          const r = await w.saveRaw(sealBody(body, key));
          // still valid: saved (200), or a repeat of the key with another body (409)
          expect([200, 400, 409]).toContain(r.status);
          expect(r.body.mensajeRetorno).toEqual(expect.any(String));
          if (r.status === 400) expect(r.body.mensajeRetorno).toMatch(/^Solicitud inválida: /);
          if (r.status === 409)
            expect(r.body.mensajeRetorno).toBe('Tu orden ya se encuentra en proceso');
        },
      ),
      { numRuns: 60 },
    );
  });
});

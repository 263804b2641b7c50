import { describe, expect, test } from 'vitest';
import { post } from '../../test/harness.ts';
import { honestCart, wireOf } from '../../quote/quote.fixture';
import {
  deliveryData,
  ESCALON,
  orderBody,
  orderCount,
  useSaveWorld,
  storedOrders,
} from '../../test/save-world';

// Issue 13: a hostile client sends a covered pin (latitud, longitud) and delivers elsewhere
// (latitudEntrega, longitudEntrega), or writes its own warranty promise (mensajeGarantia).
// The destination must be the covered place within a few metres; the warranty message is the
// server's. Monday 23 November 2026, noon in El Salvador.
const w = useSaveWorld();

type Obj = Record<string, unknown>;
const ELSEWHERE = 'La ubicación de entrega no coincide con la dirección seleccionada';
const FUTURE_WARRANTY =
  'Tu orden no cuenta con garantía debido a que es una orden futura, sin embargo trabajamos para servirte en la hora indicada';

/** `metres` north of Escalón (1° of latitude is about 111.2 km). */
const northOfEscalon = (metres: number) => ({
  latitudEntrega: ESCALON.latitude + metres / 111_195,
  longitudEntrega: ESCALON.longitude,
});

/** A home order to Escalón with some of its data replaced. */
function homeBody(changes: Obj) {
  const cart = honestCart(w);
  return orderBody({ ...deliveryData(cart), ...changes }, wireOf(cart));
}

/** The order data stored under the body's key. */
async function storedData(body: ReturnType<typeof homeBody>): Promise<Obj> {
  const [order] = await storedOrders(w, [body.orden.idempotencia]);
  return (order?.data as { data: Obj }).data;
}

describe('the destination is the covered place (02, nothing stored)', () => {
  test.each([
    ['200 km away', 200_000],
    ['50 m away', 50],
  ])('a destination %s from the covered pin', async (_what, metres) => {
    const body = homeBody(northOfEscalon(metres));
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: ELSEWHERE });
    expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
    expect(await orderCount(w)).toBe(before);
  });

  test('a few metres of rounding are accepted; the covered pin is what is stored', async () => {
    const body = homeBody(northOfEscalon(5));
    const r = await w.save(body);
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    expect(await storedData(body)).toMatchObject({
      latitudEntrega: ESCALON.latitude,
      longitudEntrega: ESCALON.longitude,
    });
    const read = await post(w.server, `/cliente/getOrdenHash/${String(r.body.TRACKER)}`);
    expect(read.body.data).toMatchObject({
      latitudEntrega: ESCALON.latitude,
      longitudEntrega: ESCALON.longitude,
    });
  });
});

describe('mensajeGarantia is the server’s', () => {
  test('a promise the client wrote is not stored: Escalón keeps the 30-minute warranty', async () => {
    const body = homeBody({
      mensajeGarantia: 'Entrega garantizada en 5 minutos o tu orden es gratis',
      codigoRestriccion: 100,
    });
    const r = await w.save(body);
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    expect(await storedData(body)).toMatchObject({ mensajeGarantia: '', codigoRestriccion: null });
    const read = await post(w.server, `/cliente/getOrdenHash/${String(r.body.TRACKER)}`);
    // the order read shows no warranty text when the warranty applies
    expect(read.body.data).toMatchObject({ mensajeGarantia: null });
  });

  test('a future order takes the §5.5 message, whatever the client sent', async () => {
    const future = { pedidoFuturo: 1, fecha: '24/11/2026', hora: '13:00' };
    const body = homeBody({ ...future, mensajeGarantia: '' });
    const r = await w.save(body);
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    expect(await storedData(body)).toMatchObject({
      mensajeGarantia: FUTURE_WARRANTY,
      codigoRestriccion: null,
    });
  });
});

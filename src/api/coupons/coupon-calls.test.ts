import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { couponWireOf } from '../../test/coupon.fixture';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { callOf } from '../cliente/cliente.fixture';
import { sessionClearTokens, sessionSetGuestToken, sessionSetTokens } from '../session';
import { transportSet } from '../transport';
import { checkCuponera, walletQueryOptions } from './check-cuponera';
import { checkPromocionCheckout, promoCodeQueryOptions } from './check-promocion-checkout';
import { couponListAnswerSchema } from './coupon-wire-schema';
import { getCupones, openCouponsQueryOptions } from './get-cupones';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

const listAnswer = (rows: unknown[]) => okAnswer({ data: { data: { cupones: rows } } });

describe('couponListAnswerSchema (§3.5 data.data.cupones)', () => {
  it('reads the coupons in cents and drops rows that do not fit or do not read', () => {
    const coupons = couponListAnswerSchema.parse({
      codigoRetorno: '00',
      data: {
        data: {
          cupones: [
            couponWireOf({ IDPRO: 1, MT: 2.5, P: null, MC: 6.99 }),
            couponWireOf({ IDPRO: 2, FECHA_HASTA: '31/02/2026' }),
            couponWireOf({ IDPRO: 3, HORA_DESDE: '7:00' }),
            { IDPRO: 'x' },
            couponWireOf({ IDPRO: 4, NUC: '  Bienvenido10 ' }),
          ],
        },
      },
    });
    expect(coupons.map((c) => c.id)).toEqual([1, 4]);
    expect(coupons[0]).toMatchObject({ amount: 250, minimum: 699, discountType: 'MONTO' });
    expect(coupons[1]!.code).toBe('bienvenido10');
  });

  it('refuses an answer without the list', () => {
    expect(couponListAnswerSchema.safeParse({ codigoRetorno: '00', data: [] }).success).toBe(false);
  });
});

describe('data/getCupones (§7 guest, background, only when not logged in)', () => {
  it('is a guest call without a body that shows no loading', async () => {
    fakeFetch(() => listAnswer([couponWireOf()]));
    const coupons = await getCupones();
    expect(coupons.map((c) => c.name)).toEqual(['20% en tu hamburguesa']);
    expect(sent.map(callOf)).toEqual(['data/getCupones']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    expect(sent[0]!.body).toBeUndefined();
    expect(uiStore.loadingCount).toBe(0);
  });

  it('is asked only by a visitor', () => {
    expect(openCouponsQueryOptions(false).enabled).toBe(true);
    expect(openCouponsQueryOptions(true).enabled).toBe(false);
  });
});

describe('cliente/checkCuponera (§7 secure, refetched on focus)', () => {
  it('sends the account’s tokens', async () => {
    sessionSetTokens('acc', 'ref');
    fakeFetch(() => listAnswer([couponWireOf({ IDPRO: 9 })]));
    expect((await checkCuponera()).map((c) => c.id)).toEqual([9]);
    expect(sent.map(callOf)).toEqual(['cliente/checkCuponera']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
  });

  it('refuses to call without a session', async () => {
    fakeFetch(() => listAnswer([]));
    await expect(checkCuponera()).rejects.toMatchObject({ code: 'AUTH' });
    expect(sent).toHaveLength(0);
  });

  it('is asked again on window focus, per account, and never kept on the device', () => {
    const options = walletQueryOptions('cliente-7');
    expect(options.refetchOnWindowFocus).toBe('always');
    expect(options.queryKey).toEqual(['cliente', 'checkCuponera', 'cliente-7']);
    expect(walletQueryOptions(null).enabled).toBe(false);
  });
});

describe('data/checkPromocionCheckout (§7 multipart, background, secure when logged in)', () => {
  const form = (i = 0) => sent[i]!.body as FormData;

  it('sends a visitor’s code trimmed and lower-cased with the e-mail, as a guest', async () => {
    fakeFetch(() => okAnswer({ data: [couponWireOf({ IDPRO: 5, NUC: 'bienvenido10' })] }));
    const coupon = await checkPromocionCheckout({
      code: '  BienVenido10 ',
      email: ' ana@example.com ',
      loggedIn: false,
    });
    expect(coupon).toMatchObject({ id: 5, code: 'bienvenido10' });
    expect(sent.map(callOf)).toEqual(['data/checkPromocionCheckout']);
    expect([form().get('cupon'), form().get('correo')]).toEqual([
      'bienvenido10',
      'ana@example.com',
    ]);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    expect(uiStore.loadingCount).toBe(0);
  });

  it('sends an empty correo with the account’s tokens when logged in', async () => {
    sessionSetTokens('acc', 'ref');
    fakeFetch(() => okAnswer({ data: [couponWireOf({ NUC: 'feliz' })] }));
    await checkPromocionCheckout({ code: 'FELIZ', email: 'otro@example.com', loggedIn: true });
    expect([form().get('cupon'), form().get('correo')]).toEqual(['feliz', '']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
  });

  it("toasts and throws the server's refusal ('01')", async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'Código promocional no valido' }),
    );
    await expect(
      checkPromocionCheckout({ code: 'nada', email: 'a@b.co', loggedIn: false }),
    ).rejects.toMatchObject({ code: '01' });
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['warning', 'Código promocional no valido'],
    ]);
  });

  it('refuses an answer with no readable coupon', async () => {
    fakeFetch(() => okAnswer({ data: [] }));
    await expect(
      checkPromocionCheckout({ code: 'x', email: 'a@b.co', loggedIn: false }),
    ).rejects.toMatchObject({ code: 'PARSE' });
  });

  it('is cached forever, one entry per code, e-mail and account', () => {
    const options = promoCodeQueryOptions(
      { code: ' Hola ', email: 'Ana@Example.com', loggedIn: false },
      null,
    );
    expect(options.staleTime).toBe(Infinity);
    expect(options.queryKey).toEqual([
      'cliente',
      'checkPromocionCheckout',
      'hola',
      'ana@example.com',
      null,
    ]);
    const mine = promoCodeQueryOptions({ code: 'hola', email: 'x@y.z', loggedIn: true }, 'c-7');
    expect(mine.queryKey).toEqual(['cliente', 'checkPromocionCheckout', 'hola', '', 'c-7']);
  });
});

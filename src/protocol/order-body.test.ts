import { describe, expect, it } from 'vitest';
import { cartEmpty, type Cart } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import { cartAddPromo } from '../domain/cart/cart-add-promo';
import { CHECKOUT_FORM_EMPTY, type CheckoutFormData } from '../domain/checkout/checkout-form';
import { ORDER_SAVE_REFUSALS } from '../domain/checkout/order-save-refusal';
import {
  DELIVERY_EMPTY,
  deliveryModeChooseAddress,
  deliveryModeChoosePoint,
  deliveryModeChooseShop,
  deliveryModeSetFuture,
  type DeliveryState,
} from '../domain/delivery/delivery-mode';
import {
  COVERAGE_FUTURE_ORDER_MESSAGE,
  COVERAGE_NO_WARRANTY_MESSAGE,
  type Coverage,
} from '../domain/geo/coverage';
import type { Cents } from '../domain/money';
import { futureOrderAtFrom } from '../domain/schedule/future-order-moment';
import { cartCoupon, cartProduct } from '../test/cart-builders';
import { coverageSample, deliveryPointSample } from '../test/coverage-builders';
import {
  orderPayloadBuild,
  type OrderDeliveryData,
  type OrderPayloadInput,
  type OrderPickupData,
} from './order-body';
import { shopIdOf } from '../domain/shops/shop-id';

const NOW = futureOrderAtFrom('2026-11-23', '12:00');
const KEY = '6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b7c6a10';
const LINES = [{ I: 1302 }, { I: 1501 }];

const form = (extra: Partial<CheckoutFormData> = {}): CheckoutFormData => ({
  ...CHECKOUT_FORM_EMPTY,
  username: ' Ana ',
  userlastname: 'López ',
  usermail: ' ana@correo.com',
  userphone: '7777-8888',
  userexplain: 'Sin cebolla',
  ...extra,
});

/** 5.00 combo + 2 × 1.50 soda − 1.25 coupon = 6.75 */
function cart(): Cart {
  let c = cartAdd(cartEmpty(), cartProduct(1302, 'CMB', 500), 1);
  c = cartAdd(c, cartProduct(1501, 'PRD', 150), 2);
  return cartAddPromo(c, cartCoupon(77, 125));
}

const pickup = (): DeliveryState =>
  deliveryModeChooseShop(DELIVERY_EMPTY, {
    shopId: shopIdOf(7),
    shopName: 'Plaza Mundo Soyapango',
    pickupOption: 'PARQUEO',
  });

const home = (coverage: Partial<Coverage> = {}): DeliveryState =>
  deliveryModeChooseAddress(DELIVERY_EMPTY, {
    coverage: coverageSample({ id: 0, restrictionCode: 100, ...coverage }),
    address: 'Calle La Mascota #12',
    reference: 'Portón negro',
    tag: '',
  }).state;

const input = (
  delivery: DeliveryState,
  extra: Partial<OrderPayloadInput<{ I: number }>> = {},
): OrderPayloadInput<{ I: number }> => ({
  cart: cart(),
  delivery,
  form: form(),
  payment: 'cash',
  now: NOW,
  futureLeadMinutes: 45,
  idempotencyKey: KEY,
  lines: LINES,
  ...extra,
});

const at = (time: string) => futureOrderAtFrom('2026-11-23', time);

describe('orderPayloadBuild (§4.3, §3.6)', () => {
  it('builds a pickup order with tienda, the hand-over option and no future order', () => {
    const body = orderPayloadBuild(input(pickup()));
    expect(body).toEqual({
      data: {
        nombre: 'Ana López',
        telefono: '77778888',
        correo: 'ana@correo.com',
        detalle: 'PARQUEO',
        fecha: 'n',
        hora: 'n',
        pedidoFuturo: 0,
        personaRecibe: '',
        ordenesPendientes: 0,
        pedidoFuturoInvalido: 0,
        tienda: shopIdOf(7),
        tipoPago: 'E',
        totalVenta: 6.75,
        comentarios: 'Sin cebolla',
        device: 'web',
      },
      menu: LINES,
      orden: { idord: 0, fcmToken: '', idempotencia: KEY },
      device: 'web',
      checkout: 1,
    });
    expect(body.menu).not.toBe(LINES);
    expect('latitud' in body.data).toBe(false);
  });

  it('builds a home order from the coverage with the pin as delivery place', () => {
    const body = orderPayloadBuild(input(home(), { payment: 'card', pendingOrders: 2 }));
    const data = body.data as OrderDeliveryData;
    expect(data).toEqual({
      iddcl: 0,
      nombre: 'Ana López',
      telefono: '77778888',
      correo: 'ana@correo.com',
      latitudEntrega: 13.7065,
      longitudEntrega: -89.239,
      latitud: 13.7065,
      longitud: -89.239,
      zonaCliente: 'Z-SS-01',
      codzon: 'Z-SS-01',
      codcol: 'SSA-ESC',
      coloniaCliente: 'Colonia Escalón',
      detalle: 'Calle La Mascota #12',
      referencias: 'Portón negro',
      idtda: 4,
      tipoPago: 'T',
      totalVenta: 6.75,
      fecha: 'n',
      hora: 'n',
      pedidoFuturo: 0,
      ordenesPendientes: 2,
      pedidoFuturoInvalido: 0,
      codigoRestriccion: 100,
      comentarios: 'Sin cebolla',
      mensajeGarantia: '',
      device: 'web',
    });
    expect('tienda' in data).toBe(false);
  });

  it('sends a saved address id and the warranty message of the coverage', () => {
    const state = home({ id: 31, messageOfWarranty: COVERAGE_NO_WARRANTY_MESSAGE });
    const data = orderPayloadBuild(input(state, { payment: 'certificate' }))
      .data as OrderDeliveryData;
    expect([data.iddcl, data.mensajeGarantia, data.tipoPago]).toEqual([
      31,
      COVERAGE_NO_WARRANTY_MESSAGE,
      'C',
    ]);
  });

  it("delivers to a chosen delivery point's coordinates, the pin stays in latitud", () => {
    const p = deliveryPointSample(2);
    const state = deliveryModeChoosePoint(home({ deliveryPoints: [p], isDeliveryPoint: true }), p);
    const data = orderPayloadBuild(input(state)).data as OrderDeliveryData;
    expect([data.latitudEntrega, data.longitudEntrega]).toEqual([p.latitude, p.longitude]);
    expect([data.latitud, data.longitud]).toEqual([13.7065, -89.239]);
  });

  it('a valid future order sends its El Salvador date and time and the future warranty', () => {
    const state = deliveryModeSetFuture(home(), { at: at('18:30'), invalid: false });
    const data = orderPayloadBuild(input(state)).data as OrderDeliveryData;
    expect(data).toMatchObject({
      fecha: '23/11/2026',
      hora: '18:30',
      pedidoFuturo: 1,
      pedidoFuturoInvalido: 0,
      codigoRestriccion: null,
      mensajeGarantia: COVERAGE_FUTURE_ORDER_MESSAGE,
    });
  });

  it('a future order on another day keeps the dd/MM/yyyy of El Salvador', () => {
    // 2026-12-01 00:15 in El Salvador is still 2026-12-01 06:15 UTC
    const future = { at: futureOrderAtFrom('2026-12-01', '00:15'), invalid: false };
    const data = orderPayloadBuild(input(deliveryModeSetFuture(pickup(), future))).data;
    expect([data.fecha, data.hora, data.pedidoFuturo]).toEqual(['01/12/2026', '00:15', 1]);
  });

  it('a future order too soon, past or flagged invalid is discarded (§5.5)', () => {
    for (const future of [
      { at: at('12:44'), invalid: false },
      { at: at('11:00'), invalid: false },
      { at: at('18:00'), invalid: true },
    ]) {
      const data = orderPayloadBuild(input(deliveryModeSetFuture(home(), future)))
        .data as OrderDeliveryData;
      expect(data).toMatchObject({
        fecha: 'n',
        hora: 'n',
        pedidoFuturo: 0,
        pedidoFuturoInvalido: 1,
        codigoRestriccion: 100,
        mensajeGarantia: '',
      });
    }
    const exactLead = deliveryModeSetFuture(pickup(), { at: at('12:45'), invalid: false });
    expect(orderPayloadBuild(input(exactLead)).data.hora).toBe('12:45');
  });

  it('joins the invoice into comentarios', () => {
    const billing = form({
      billing: true,
      invoiceid: '0614-120190-101-2',
      invoicename: 'Ana SA de CV',
      invoicemail: 'f@correo.com',
    });
    const data = orderPayloadBuild(input(pickup(), { form: billing })).data as OrderPickupData;
    expect(data.comentarios).toBe('0614-120190-101-2,Ana SA de CV,f@correo.com;Sin cebolla');
  });

  it('carries the cash amount (Pagaré con) in comentarios, for cash orders only', () => {
    const cash = { cashAmount: 2000 as Cents };
    const data = orderPayloadBuild(input(pickup(), cash)).data;
    expect(data.comentarios).toBe('Paga con $20.00. Sin cebolla');
    const card = orderPayloadBuild(input(pickup(), { ...cash, payment: 'card' })).data;
    expect(card.comentarios).toBe('Sin cebolla');
    const none = orderPayloadBuild(input(pickup(), { cashAmount: null })).data;
    expect(none.comentarios).toBe('Sin cebolla');
  });

  it('totals the cart in 2-decimal amounts', () => {
    const c = cartAdd(cartEmpty(), cartProduct(1, 'PRD', 333), 3);
    expect(orderPayloadBuild(input(pickup(), { cart: c })).data.totalVenta).toBe(9.99);
  });

  it('carries the push subscription in orden.fcmToken (issue 19), none by default', () => {
    const token = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: 'BEl6', auth: 'k3y' },
    });
    expect(orderPayloadBuild(input(pickup(), { pushToken: token })).orden).toEqual({
      idord: 0,
      fcmToken: token,
      idempotencia: KEY,
    });
    expect(orderPayloadBuild(input(home())).orden.fcmToken).toBe('');
  });

  it('throws without a place', () => {
    expect(() => orderPayloadBuild(input(DELIVERY_EMPTY))).toThrow(ORDER_SAVE_REFUSALS.place);
  });
});

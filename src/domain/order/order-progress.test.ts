import { describe, expect, it } from 'vitest';
import { orderDeliveryTypeText, orderPaymentText } from './order-labels';
import { orderIsOnTheWay, orderProgressSteps } from './order-progress';
import { ORDER_STATUSES } from './order-status';

const show = (steps: ReturnType<typeof orderProgressSteps>) =>
  steps.map((s) => `${s.label}:${s.state}`).join(' | ');

describe('order progress (§4.4)', () => {
  it('home delivery: preparing, on the way, delivered', () => {
    expect(show(orderProgressSteps('home', 'PEN'))).toBe(
      'Preparando:current | En camino:upcoming | Entregado:upcoming',
    );
    expect(show(orderProgressSteps('home', 'LLC'))).toBe(
      'Preparando:done | En camino:current | Entregado:upcoming',
    );
    expect(show(orderProgressSteps('home', 'FIN'))).toBe(
      'Preparando:done | En camino:done | Entregado:current',
    );
  });

  it('pickup: preparing, then delivered, never on the way', () => {
    expect(show(orderProgressSteps('shop', 'INI'))).toBe('Preparando:current | Entregado:upcoming');
    expect(show(orderProgressSteps('shop', 'DES'))).toBe('Preparando:current | Entregado:upcoming');
    expect(show(orderProgressSteps('shop', 'ENT'))).toBe('Preparando:done | Entregado:current');
  });

  it('has exactly one current step for every status', () => {
    for (const status of ORDER_STATUSES) {
      for (const type of ['home', 'shop'] as const) {
        const current = orderProgressSteps(type, status).filter((s) => s.state === 'current');
        expect(current).toHaveLength(1);
      }
    }
  });

  it('on the way while shipped or arrived', () => {
    expect(ORDER_STATUSES.filter(orderIsOnTheWay).join(' ')).toBe('DES LLC');
  });
});

describe('order labels (§3.6)', () => {
  it('names the delivery type', () => {
    expect([orderDeliveryTypeText('home'), orderDeliveryTypeText('shop')]).toEqual([
      'Entrega a domicilio',
      'Retiro en tienda',
    ]);
  });

  it('names the payment, with the state of a card payment', () => {
    expect(orderPaymentText('EFE', 'no aplica')).toBe('Efectivo');
    expect(orderPaymentText('CER', null)).toBe('Certificado');
    expect(orderPaymentText('TAR', 'pagado')).toBe('Tarjeta · Pagado');
    expect(orderPaymentText('TAR', ' Pendiente ')).toBe('Tarjeta · Pago pendiente');
    expect(orderPaymentText('TAR', 'rechazado')).toBe('Tarjeta · Pago rechazado');
    expect(orderPaymentText('TAR', null)).toBe('Tarjeta');
  });
});

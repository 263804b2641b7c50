import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { centsFormat, type Cents } from '../../src/domain/money.ts';
import type { Config } from '../config.ts';
import '../http/context.ts';
import { handleError } from '../http/errors.ts';
import {
  pasarelaBadRequestPage,
  pasarelaCsp,
  pasarelaInvalidPage,
  pasarelaPage,
  pasarelaResultPage,
  type PageBrand,
} from './pasarela-page.ts';
import {
  PAYMENT_RESULTS,
  paymentCardCents,
  paymentResultRecord,
  paymentTokenOrder,
  type PaymentResult,
} from './payment-token.ts';
import {
  certificateOrderPaid,
  certificateOrderPaymentFailed,
} from '../certificates/certificate-issue.ts';
import { certificatePaymentTokenOrder } from '../certificates/certificate-payment.ts';

/**
 * The dummy card gateway (PASARELA_DUMMY, issue 6 "Card payment"), outside API_BASE:
 * GET /pasarela/dummy?token=… shows the payment page; POST /pasarela/dummy/resultado records
 * the simulated answer and tells the app. With the gateway off, both are 404.
 */

/** One form field: a single text value (a repeated field is an array and counts as absent). */
const field = (body: unknown, name: string): string | undefined => {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const isResult = (value: string | undefined): value is PaymentResult =>
  (PAYMENT_RESULTS as readonly string[]).includes(value ?? '');

export const pasarelaRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const brand: PageBrand = { name: config.brand.name, colors: config.brand.colors };
  // registered before the app sets its own handler: failures still answer the envelope
  app.setErrorHandler(handleError);

  const html = (reply: FastifyReply, status: number, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    // shown in an iframe of the checkout: framable by our own pages only (frame-ancestors 'self')
    return reply
      .code(status)
      .header('content-security-policy', pasarelaCsp(nonce))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(render(nonce));
  };
  const invalid = (reply: FastifyReply) =>
    html(reply, 404, (nonce) => pasarelaInvalidPage(brand, nonce));

  app.get('/pasarela/dummy', async (request, reply) => {
    const token = field(request.query, 'token') ?? '';
    const found = config.pasarela.dummy ? await paymentTokenOrder(app.ctx.db, token) : null;
    // §3.7 a token is an order's or a certificate order's (both 128 random bits)
    const order = found
      ? { id: found.id, totalCents: paymentCardCents(found) }
      : config.pasarela.dummy
        ? await certificatePaymentTokenOrder(app.ctx.db, token)
        : null;
    if (!order) return invalid(reply);
    const amount = centsFormat(order.totalCents as Cents);
    return html(reply, 200, (nonce) => pasarelaPage(brand, nonce, { id: order.id, amount, token }));
  });

  app.post('/pasarela/dummy/resultado', async (request, reply) => {
    if (!config.pasarela.dummy) return invalid(reply);
    const token = field(request.body, 'token');
    const result = field(request.body, 'resultado');
    if (!token) return invalid(reply);
    if (!isResult(result)) return html(reply, 400, (nonce) => pasarelaBadRequestPage(brand, nonce));
    const order =
      (await paymentResultRecord(app.ctx.db, token, result)) ??
      (result === 'exito'
        ? await certificateOrderPaid(app.ctx.db, config, token, app.ctx.clock())
        : await certificateOrderPaymentFailed(app.ctx.db, token, result === 'error'));
    if (!order) return invalid(reply);
    return html(reply, 200, (nonce) => pasarelaResultPage(brand, nonce, result, order.id));
  });
};

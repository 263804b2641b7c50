import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { centsFromAmount } from '../../src/domain/money.ts';
import { ORDERING_COUNTRY_MESSAGE, orderingAllowed } from '../../src/domain/ordering-country.ts';
import { CERTIFICATE_MESSAGES } from '../../src/protocol/certificate.ts';
import { customerBySub, type CustomerRow } from '../accounts/customer-store.ts';
import type { Session } from '../auth/guard.ts';
import { certificateBalanceCheck } from '../certificates/certificate-balance.ts';
import {
  certificateCatalogueFind,
  certificateCatalogueRead,
  certificateWire,
} from '../certificates/certificate-catalogue.ts';
import {
  certificateActivate,
  certificatesOfCustomer,
} from '../certificates/certificate-customer.ts';
import { certificateOrderBody } from '../certificates/certificate-order-body.ts';
import { certificateOrderSave } from '../certificates/certificate-order-save.ts';
import { ApiError, fail, MSG, ok } from '../wire/envelope.ts';
import { defineCall, type CallInput, type CallResult } from '../http/route.ts';
import { ORDER_SERVICE_MSG } from '../orders/save/order-save-service.ts';
import { formId } from '../wire/id-fields.ts';

/** §3.7 a dollar amount as a form field ('12.50'): at most 2 decimals, 0 to 100,000. */
const formAmount = z
  .string({ error: 'debe ser un monto' })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'debe ser un monto con 2 decimales como máximo')
  .transform((v) => centsFromAmount(v));

const codeField = z
  .string({ error: 'debe ser un texto' })
  .max(40, 'admite como máximo 40 caracteres');

/**
 * §3.7 the gift certificate calls (issue 17 contract, part B): the catalogue, the
 * certificate order, activating a certificate on the account, the account's certificates
 * and a certificate's balance. Every one answers '02' 'El servicio de certificados no está
 * disponible' while ENABLED_CER is 'INA'. The calls that take a code count against
 * RATE_LIMIT_CERTIFICATE per client address (10 a minute).
 */
/** A handler behind the ENABLED_CER switch. */
type Gate = <T>(
  handler: (input: CallInput<T>) => Promise<CallResult>,
) => (input: CallInput<T>) => Promise<CallResult> | CallResult;

/** The catalogue: every certificate, and one. */
function catalogueCalls(app: FastifyInstance, gated: Gate): void {
  const { db } = app.ctx;
  defineCall(
    app,
    '/data/getCertificados',
    { guest: true },
    gated(async () => ({ data: (await certificateCatalogueRead(db)).map(certificateWire) })),
  );

  defineCall(
    app,
    '/data/getCertificado',
    { guest: true, body: z.object({ id: formId }) },
    gated(async ({ body }) => {
      const found = await certificateCatalogueFind(db, body.id);
      return found ? { data: certificateWire(found) } : fail(CERTIFICATE_MESSAGES.notFound, '02');
    }),
  );
}

/** The certificate order: country, card payment on, then saved once per key. */
function orderCall(app: FastifyInstance, gated: Gate): void {
  const { db, config } = app.ctx;
  defineCall(
    app,
    '/data/saveOrderCertificado',
    {
      guest: true,
      encrypted: true,
      body: certificateOrderBody,
      limit: ['orderSave', 'orderSaveAddress'],
    },
    gated(async ({ body, session, now }) => {
      if (session === null) throw new ApiError(401, MSG.loginRequired);
      // §1 the country check, as for any order
      if (!orderingAllowed(config.countryCode, config.parametros.FAKE_CASH === 'S')) {
        return fail(ORDERING_COUNTRY_MESSAGE, '01');
      }
      // §3.7 a gift card is paid by card only: none is sold while card payment is off
      if (!config.pasarela.dummy) return fail(ORDER_SERVICE_MSG.card, '01');
      return certificateOrderSave(db, body, session, now);
    }),
  );
}

/** A certificate activated on the account, and the account's certificates. */
function customerCalls(app: FastifyInstance, gated: Gate): void {
  const { db } = app.ctx;

  /** The logged-in customer of a secure call. */
  const customerOf = async (session: Session | null): Promise<CustomerRow> => {
    if (session?.kind !== 'user') throw new ApiError(401, MSG.loginRequired);
    const customer = await customerBySub(db, session.sub);
    if (!customer) throw new ApiError(401, MSG.sessionExpired);
    return customer;
  };

  defineCall(
    app,
    '/data/activarCertificado',
    { secure: true, limit: 'certificateLookup', body: z.object({ codigo: codeField }) },
    gated(async ({ body, session, now }) => {
      const customer = await customerOf(session);
      const result = await certificateActivate(db, customer, body.codigo, now);
      if (result.ok) return ok({ data: result.certificate }, CERTIFICATE_MESSAGES.activated);
      return fail(CERTIFICATE_MESSAGES[result.reason], '02');
    }),
  );

  defineCall(
    app,
    '/data/getCertificadosCliente',
    { secure: true },
    gated(async ({ session }) => ({
      data: await certificatesOfCustomer(db, (await customerOf(session)).id),
    })),
  );
}

/** A certificate's balance against an order's total. */
function balanceCall(app: FastifyInstance, gated: Gate): void {
  const { db } = app.ctx;
  defineCall(
    app,
    '/data/checkSaldoCertificado',
    {
      guest: true,
      limit: 'certificateLookup',
      body: z.object({
        correo: z
          .string({ error: 'debe ser un texto' })
          .max(254, 'admite como máximo 254 caracteres'),
        codigo: codeField,
        total: formAmount,
      }),
    },
    gated(async ({ body, now }) =>
      certificateBalanceCheck(db, {
        email: body.correo,
        code: body.codigo,
        totalCents: body.total,
        now,
      }),
    ),
  );
}

export const certificateCalls: FastifyPluginAsync = async (app) => {
  const enabled = app.ctx.config.parametros.ENABLED_CER !== 'INA';
  const gated: Gate = (handler) => (input) =>
    enabled ? handler(input) : fail(CERTIFICATE_MESSAGES.unavailable, '02');
  catalogueCalls(app, gated);
  orderCall(app, gated);
  customerCalls(app, gated);
  balanceCall(app, gated);
};

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transportSet } from '../../api/transport';
import { CERTIFICATE_MESSAGES } from '../../protocol/certificate';
import { checkoutFormSubmit, checkoutStore } from '../../stores/checkout';
import { fakeFetch, jsonAnswer, okAnswer, sent, type SentRequest } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';
import {
  callOf,
  checkoutSetUp,
  renderCheckout,
  savedAnswer,
  sentOrder,
  stepHeading,
} from './checkout-harness.fixture';
import { CERTIFICATE_UNCHECKED_MESSAGE } from './checkout-messages';

vi.mock('../../outbox/outbox-boot', () => ({ outboxBoot: vi.fn() }));

type Funds = { fondos: 0 | 1 | 2; saldo: number } | { refused: string };

/** The server: data/checkSaldoCertificado answers `funds`; the save answers order 77. */
function server(funds: Funds) {
  fakeFetch((req) => {
    const call = callOf(req);
    if (call === 'data/checkSaldoCertificado') {
      if ('refused' in funds) {
        return jsonAnswer({ codigoRetorno: '02', mensajeRetorno: funds.refused }, 404);
      }
      return okAnswer(funds);
    }
    if (call === 'data/saveOrderPendiente') return savedAnswer(77, 'pendiente');
    if (call === 'checkout/getValidatorTokenDummy') {
      return okAnswer({ token: 't1', url: '/pasarela/dummy?token=t1' });
    }
    if (call === 'data/getData') return jsonAnswer(menuSample);
    throw new Error(`unexpected call ${call}`);
  });
}

const callsTo = (call: string) => sent.filter((req: SentRequest) => callOf(req) === call);
const formOf = (req: SentRequest) => new URLSearchParams(String(req.body));
const confirm = () => screen.getByRole('button', { name: 'Confirmar pedido' });
const verify = () => screen.getByRole('button', { name: 'Verificar saldo' });

async function chooseCertificate(user: ReturnType<typeof userEvent.setup>) {
  renderCheckout();
  await stepHeading('Pago');
  await user.click(screen.getByRole('radio', { name: 'Certificado' }));
}

async function typeCertificate(user: ReturnType<typeof userEvent.setup>) {
  const email = screen.getByLabelText('Correo de tu cuenta');
  await user.clear(email);
  await user.type(email, 'luis@example.com');
  await user.type(screen.getByLabelText('Código del certificado'), 'ABCD2345EFGH');
  await user.click(verify());
}

beforeEach(async () => {
  await checkoutSetUp();
  checkoutFormSubmit(checkoutStore.form);
});
afterEach(() => {
  cleanup();
  transportSet(null);
  vi.restoreAllMocks();
});

describe('paying with a certificate (§3.7, §5.2)', () => {
  it('offers Certificado, asks for the account e-mail and the code with the §5.2 messages', async () => {
    const user = userEvent.setup();
    server({ fondos: 2, saldo: 50 });
    await chooseCertificate(user);
    // the checkout's e-mail is offered first
    const email = screen.getByLabelText('Correo de tu cuenta');
    expect((email as HTMLInputElement).value).toBe('ana@example.com');
    await user.clear(email);
    await user.click(verify());
    expect(await screen.findByText(CERTIFICATE_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(CERTIFICATE_MESSAGES.code)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('data/checkSaldoCertificado')).toHaveLength(0);
    // confirming before the funds are checked saves nothing
    await user.click(confirm());
    expect(screen.getByText(CERTIFICATE_UNCHECKED_MESSAGE)).toBeTruthy();
    expect(callsTo('data/saveOrderPendiente')).toHaveLength(0);
  });

  it('funds none: the message, and the order is not saved', async () => {
    const user = userEvent.setup();
    server({ fondos: 0, saldo: 0 });
    await chooseCertificate(user);
    await typeCertificate(user);
    expect(await screen.findAllByText(CERTIFICATE_MESSAGES.noFunds)).toHaveLength(1);
    await user.click(confirm());
    expect(callsTo('data/saveOrderPendiente')).toHaveLength(0);
  });

  it('a refused code shows the server message', async () => {
    const user = userEvent.setup();
    server({ refused: 'Certificado no encontrado' });
    await chooseCertificate(user);
    await typeCertificate(user);
    expect(await screen.findByText('Certificado no encontrado')).toBeTruthy();
  });

  it('insufficient: the rest by cash is asked for, then sent as pagoParcial E', async () => {
    const user = userEvent.setup();
    server({ fondos: 1, saldo: 4 });
    await chooseCertificate(user);
    await typeCertificate(user);
    const check = callsTo('data/checkSaldoCertificado');
    expect(check).toHaveLength(1);
    expect(Object.fromEntries(formOf(check[0]!))).toEqual({
      correo: 'luis@example.com',
      codigo: 'ABCD2345EFGH',
      total: '10.50',
    });
    expect(await screen.findByText(/Saldo disponible: \$4\.00\. Quedan \$6\.50/)).toBeTruthy();
    await user.click(confirm());
    expect(screen.getByText(CERTIFICATE_MESSAGES.partialRequired)).toBeTruthy();
    expect(callsTo('data/saveOrderPendiente')).toHaveLength(0);
    const rest = screen.getByRole('group', { name: '¿Cómo pagarás el resto?' });
    await user.click(within(rest).getByRole('radio', { name: 'Efectivo' }));
    await user.click(confirm());
    expect(await stepHeading('Seguimiento')).toBeTruthy();
    const body = sentOrder(callsTo('data/saveOrderPendiente')[0]!);
    expect(body.data).toMatchObject({
      tipoPago: 'C',
      correoCertificado: 'luis@example.com',
      codigoCertificado: 'ABCD2345EFGH',
      pagoParcial: 'E',
    });
  });

  it('insufficient with the rest by card: the card page follows the save', async () => {
    const user = userEvent.setup();
    server({ fondos: 1, saldo: 4 });
    await chooseCertificate(user);
    await typeCertificate(user);
    const rest = await screen.findByRole('group', { name: '¿Cómo pagarás el resto?' });
    await user.click(within(rest).getByRole('radio', { name: 'Tarjeta' }));
    await user.click(confirm());
    expect(await screen.findByTitle('Pago con tarjeta')).toBeTruthy();
    expect(sentOrder(callsTo('data/saveOrderPendiente')[0]!).data.pagoParcial).toBe('T');
  });

  it('enough: saved without pagoParcial; a changed code must be checked again', async () => {
    const user = userEvent.setup();
    server({ fondos: 2, saldo: 50 });
    await chooseCertificate(user);
    await typeCertificate(user);
    expect(await screen.findByText(/Tu certificado cubre el total/)).toBeTruthy();
    await user.type(screen.getByLabelText('Código del certificado'), 'X');
    expect(screen.queryByText(/Tu certificado cubre el total/)).toBeNull();
    await user.click(confirm());
    expect(screen.getByText(CERTIFICATE_UNCHECKED_MESSAGE)).toBeTruthy();
    await user.click(verify());
    await screen.findByText(/Tu certificado cubre el total/);
    await user.click(confirm());
    expect(await stepHeading('Seguimiento')).toBeTruthy();
    const body = sentOrder(callsTo('data/saveOrderPendiente')[0]!);
    expect(body.data.tipoPago).toBe('C');
    expect(body.data.codigoCertificado).toBe('ABCD2345EFGHX');
    expect(body.data.pagoParcial).toBeUndefined();
  });
});

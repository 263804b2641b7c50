// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  certificateCartStore,
  certificateOrderIdSet,
  CERTIFICATE_ORDER_ID_STORAGE_KEY,
} from '../../stores/certificate-cart';
import { signupFlowStore } from '../../stores/signup-flow';
import { jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { certificateLineIdNew } from '../../domain/certificates/certificate-line-id';
import { centsFromAmount } from '../../domain/money';
import {
  callOf,
  certificatesSetUp,
  certificatesTearDown,
  fakeCertificateServer,
  formOf,
  OWNED,
  renderCertificates,
} from './certificates.fixture';
import { CERTIFICATE_LOGIN_MESSAGE } from './certificate-activate-page';
import { userWire } from '../../api/cliente/cliente.fixture';
import { CERTIFICATE_ACTIVATE_RULE } from './certificate-activate-confirm';

const ACCOUNT_DATA = userWire;
import CertificateOrderCheckHost from './certificate-order-check-host';
import { renderRouter } from '../../test/app-render';

afterEach(certificatesTearDown);

const callsTo = (call: string) => sent.filter((req) => callOf(req) === call);

describe('activating a gift card from its link (§2.1)', () => {
  it('asks a visitor to log in and to come back to the link', async () => {
    certificatesSetUp(false);
    fakeCertificateServer();
    renderCertificates('/certificados/activar/ABCD2345EFGH');
    expect(await screen.findByText(CERTIFICATE_LOGIN_MESSAGE)).toBeTruthy();
    const section = screen.getByText(CERTIFICATE_LOGIN_MESSAGE).closest('section')!;
    await userEvent.setup().click(within(section).getByRole('link', { name: 'Iniciar sesión' }));
    expect(signupFlowStore.returnTo).toBe('/certificados/activar/ABCD2345EFGH');
    expect(callsTo('data/activarCertificado')).toHaveLength(0);
  }, 15_000);

  it('says which account and asks before it activates, then shows code, balance and expiry', async () => {
    certificatesSetUp(true);
    fakeCertificateServer((call) => {
      if (call === 'cliente/getDataUser') return okAnswer({ data: ACCOUNT_DATA });
      return call === 'data/activarCertificado'
        ? jsonAnswer({ codigoRetorno: '00', mensajeRetorno: 'Certificado activado', data: OWNED })
        : null;
    });
    renderCertificates('/certificados/activar/ABCD2345EFGH');
    const confirm = await screen.findByRole('button', { name: 'Activar en mi cuenta' });
    const section = confirm.closest('section')!;
    expect(section.textContent).toContain(
      'Vas a activar la gift card con código ABCD2345EFGH en tu cuenta ana@example.com.',
    );
    expect(section.textContent).toContain(CERTIFICATE_ACTIVATE_RULE);
    expect(callsTo('data/activarCertificado')).toHaveLength(0);
    await userEvent.setup().click(confirm);
    expect(await screen.findByText('Certificado activado')).toBeTruthy();
    expect(screen.getByText('ABCD2345EFGH')).toBeTruthy();
    expect(screen.getByText('$18.50')).toBeTruthy();
    expect(screen.getByText('26/11/2027')).toBeTruthy();
    const calls = callsTo('data/activarCertificado');
    expect(calls).toHaveLength(1);
    expect(formOf(calls[0]!)).toEqual({ codigo: 'ABCD2345EFGH' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer acc');
  }, 15_000);

  it("shows the server's refusal for another account's or an unknown code", async () => {
    certificatesSetUp(true);
    fakeCertificateServer((call) =>
      call === 'data/activarCertificado'
        ? jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Certificado no encontrado' }, 404)
        : null,
    );
    renderCertificates('/certificados/activar/NOPE');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Activar en mi cuenta' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Certificado no encontrado',
    );
  }, 15_000);

  it("'Usar otra cuenta' logs out and asks to log in, coming back to the link", async () => {
    certificatesSetUp(true);
    fakeCertificateServer((call) =>
      call === 'cliente/getDataUser' ? okAnswer({ data: ACCOUNT_DATA }) : null,
    );
    const { router } = renderCertificates('/certificados/activar/ABCD2345EFGH');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Usar otra cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signupFlowStore.returnTo).toBe('/certificados/activar/ABCD2345EFGH');
    expect(callsTo('auth/logout')).toHaveLength(1);
    expect(callsTo('data/activarCertificado')).toHaveLength(0);
  }, 15_000);
});

describe('the profile tab Gift Cards (§2.2)', () => {
  beforeEach(() => certificatesSetUp(true));

  it('lists code, balance with two decimals and expiry', async () => {
    fakeCertificateServer((call) =>
      call === 'data/getCertificadosCliente'
        ? okAnswer({ data: [OWNED, { ...OWNED, code: 'ZZZZ2345EFGH', balance: 7 }] })
        : null,
    );
    renderCertificates('/profile/certificates');
    const table = await screen.findByRole('table', { name: 'Mis gift cards' });
    const rows = table.querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.textContent)).toEqual([
      'Gift Card $25ABCD2345EFGH$18.5026/11/2027',
      'Gift Card $25ZZZZ2345EFGH$7.0026/11/2027',
    ]);
  }, 15_000);

  it('redirects home when certificates are not enabled', async () => {
    fakeCertificateServer();
    const { router } = renderCertificates('/profile/certificates', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('data/getCertificadosCliente')).toHaveLength(0);
  }, 15_000);
});

describe('the certificate order-check dialog (§4.4)', () => {
  function renderHost() {
    const rootRoute = createRootRoute({
      component: () => (
        <>
          <CertificateOrderCheckHost />
          <Outlet />
        </>
      ),
    });
    const page = (name: string) => () => <p>Página {name}</p>;
    const routes = ['/', '/certificates/checkout'].map((path) =>
      createRoute({ getParentRoute: () => rootRoute, path, component: page(path) }),
    );
    const router = createRouter({
      routeTree: rootRoute.addChildren(routes),
      history: createMemoryHistory({ initialEntries: ['/certificates/checkout'] }),
    });
    renderRouter(router, new QueryClient());
    return router;
  }

  beforeEach(() => {
    certificatesSetUp(false);
    certificateCartStore.lines = [
      {
        lineId: certificateLineIdNew(),
        certificateId: 1,
        name: 'Gift Card $10',
        amount: centsFromAmount(10),
        images: { jpg: { small: '', medium: '' }, webp: { small: '', medium: '' } },
        buyerName: 'Ana',
        recipientName: 'Luis',
        recipientEmail: 'ana@example.com',
        dedication: '',
      },
    ];
    certificateOrderIdSet(901);
  });

  it("'02' after 3 s: goes home, shows the message; closing clears the certificate cart", async () => {
    fakeCertificateServer((call) =>
      call === 'data/checkOrder'
        ? jsonAnswer(
            {
              codigoRetorno: '02',
              mensajeRetorno: 'Tus gift cards #901 ya fueron enviadas.',
              estado: 'FIN',
              pago: 'pagado',
            },
            200,
          )
        : null,
    );
    const router = renderHost();
    const message = await screen.findByText(
      'Tus gift cards #901 ya fueron enviadas.',
      {},
      { timeout: 4500 },
    );
    expect(message).toBeTruthy();
    expect(formOf(callsTo('data/checkOrder')[0]!)).toEqual({ idorder: '901' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(certificateCartStore.lines).toHaveLength(0));
    expect(localStorage.getItem(CERTIFICATE_ORDER_ID_STORAGE_KEY)).toBeNull();
  }, 15_000);

  it("'00' (the card payment still open) changes nothing", async () => {
    fakeCertificateServer((call) =>
      call === 'data/checkOrder' ? okAnswer({ estado: 'PEN', pago: 'pendiente' }) : null,
    );
    const router = renderHost();
    await waitFor(() => expect(callsTo('data/checkOrder')).toHaveLength(1), { timeout: 4500 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/certificates/checkout');
    expect(certificateCartStore.lines).toHaveLength(1);
    expect(localStorage.getItem(CERTIFICATE_ORDER_ID_STORAGE_KEY)).toBe('901');
  }, 15_000);
});

// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CERTIFICATE_DEDICATION_MAX } from '../../domain/certificates/certificate-cart';
import { certificateLineIdIsValid } from '../../domain/certificates/certificate-line-id';
import {
  certificateCartStore,
  CERTIFICATE_ORDER_ID_STORAGE_KEY,
} from '../../stores/certificate-cart';
import { jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import {
  callOf,
  certificatesSetUp,
  certificatesTearDown,
  decrypted,
  fakeCertificateServer,
  formOf,
  renderCertificates,
} from './certificates.fixture';
import { CERTIFICATE_PAID_MESSAGE } from './certificate-checkout-page';

beforeEach(() => certificatesSetUp());
afterEach(certificatesTearDown);

const callsTo = (call: string) => sent.filter((req) => callOf(req) === call);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The idempotency key of the n-th certificate order save sent. */
const saveKey = (n: number) =>
  (decrypted(callsTo('data/saveOrderCertificado')[n]!) as { orden: { idempotencia: string } }).orden
    .idempotencia;

// each test walks lazily loaded screens: 15 s each, for two busy cores
describe('gift card screens (§2.1, §3.7, §4.10)', () => {
  it('exist only when certificates are enabled: otherwise every path goes home', async () => {
    fakeCertificateServer();
    for (const path of ['/certificates', '/certificate/1', '/certificates/cart']) {
      const { router } = renderCertificates(path, false);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      certificatesTearDown();
    }
    expect(callsTo('data/getCertificados')).toHaveLength(0);
  }, 15_000);

  it('catalogue → detail → Agregar → the cart asks for each field with the §5.2 messages', async () => {
    const user = userEvent.setup();
    fakeCertificateServer();
    const { router } = renderCertificates('/certificates');
    await user.click(await screen.findByRole('link', { name: /Gift Card \$25/ }));
    expect(await screen.findByRole('heading', { name: 'Gift Card $25' })).toBeTruthy();
    expect(formOf(callsTo('data/getCertificado')[0]!)).toEqual({ id: '2' });
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/certificates/cart'));
    expect(certificateCartStore.lines).toHaveLength(1);
    const line = certificateCartStore.lines[0]!;
    expect(line.lineId).toHaveLength(35);
    expect(certificateLineIdIsValid(line.lineId)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(3);
    expect(screen.getByLabelText('Tu nombre')).toBe(document.activeElement);
    await user.type(screen.getByLabelText('Tu nombre'), 'Ana');
    await user.type(screen.getByLabelText('Nombre de quien recibe'), 'Luis');
    await user.type(screen.getByLabelText('Correo de quien recibe'), 'luis@example');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/certificates/cart');
    // the dedication stops at its limit
    expect(screen.getByLabelText(/Dedicatoria/).getAttribute('maxlength')).toBe(
      String(CERTIFICATE_DEDICATION_MAX),
    );
    await user.type(screen.getByLabelText('Correo de quien recibe'), '.com');
    await user.type(screen.getByLabelText(/Dedicatoria/), '¡Feliz cumpleaños!');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/certificates/checkout'));
    expect(certificateCartStore.lines[0]).toMatchObject({
      buyerName: 'Ana',
      recipientName: 'Luis',
      recipientEmail: 'luis@example.com',
      dedication: '¡Feliz cumpleaños!',
    });
  }, 15_000);

  it('checkout: the contact data, the order saved encrypted, the card, then paid', async () => {
    const user = userEvent.setup();
    fakeCertificateServer((call) => {
      if (call === 'data/saveOrderCertificado') return okAnswer({ ORDERID: 901 });
      if (call === 'checkout/getValidatorTokenDummy') {
        return okAnswer({ token: 'c1', url: '/pasarela/dummy?token=c1' });
      }
      return null;
    });
    const { router } = renderCertificates('/certificate/1');
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    await screen.findByRole('heading', { name: 'Bolsa de Gift Cards' });
    await user.type(screen.getByLabelText('Tu nombre'), 'Ana');
    await user.type(screen.getByLabelText('Nombre de quien recibe'), 'Luis');
    await user.type(screen.getByLabelText('Correo de quien recibe'), 'luis@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const contact = await screen.findByRole('form', { name: 'Tus datos' });
    await user.click(within(contact).getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(4);
    await user.type(screen.getByLabelText('Nombres'), 'Ana María');
    await user.type(screen.getByLabelText('Apellidos'), 'López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '71234567');
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));

    expect(await screen.findByTitle('Pago con tarjeta')).toBeTruthy();
    expect(decrypted(callsTo('data/saveOrderCertificado')[0]!)).toEqual({
      data: {
        nombres: 'Ana María',
        nombre: 'Ana María López',
        correo: 'ana@example.com',
        telefono: '71234567',
        enviarFactura: 0,
        device: 'web',
      },
      menu: [
        {
          I: 1,
          P: 10,
          TIP: 'CER',
          C: 1,
          VS: 0,
          CER_N: 'Ana',
          CER_ND: 'Luis',
          CER_CD: 'luis@example.com',
          CER_D: '',
        },
      ],
      orden: { idempotencia: expect.stringMatching(UUID) as string },
    });
    expect(formOf(callsTo('checkout/getValidatorTokenDummy')[0]!)).toEqual({
      idorder: '901',
      tipo: 'CER',
    });
    expect(localStorage.getItem(CERTIFICATE_ORDER_ID_STORAGE_KEY)).toBe('901');

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: 'pasarela', resultado: 'exito', idorder: 901 },
        }),
      );
    });
    expect(await screen.findByText(CERTIFICATE_PAID_MESSAGE)).toBeTruthy();
    expect(certificateCartStore.lines).toHaveLength(0);
    expect(localStorage.getItem(CERTIFICATE_ORDER_ID_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/certificates/checkout');
  }, 15_000);

  it('checkout: a refused save shows the server message and stays on the contact step', async () => {
    const user = userEvent.setup();
    fakeCertificateServer((call) =>
      call === 'data/saveOrderCertificado'
        ? jsonAnswer({
            codigoRetorno: '01',
            mensajeRetorno: 'El monto del certificado ha cambiado, revisa tu carrito',
          })
        : null,
    );
    renderCertificates('/certificate/1');
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    await screen.findByRole('heading', { name: 'Bolsa de Gift Cards' });
    await user.type(screen.getByLabelText('Tu nombre'), 'Ana');
    await user.type(screen.getByLabelText('Nombre de quien recibe'), 'Luis');
    await user.type(screen.getByLabelText('Correo de quien recibe'), 'luis@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Nombres'), 'Ana');
    await user.type(screen.getByLabelText('Apellidos'), 'López');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Teléfono'), '71234567');
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(
      await screen.findByText('El monto del certificado ha cambiado, revisa tu carrito'),
    ).toBeTruthy();
    expect(screen.queryByTitle('Pago con tarjeta')).toBeNull();
    expect(localStorage.getItem(CERTIFICATE_ORDER_ID_STORAGE_KEY)).toBeNull();

    // contract "Idempotency": the same body tapped again keeps its key (a lost answer would
    // get the first order back); a changed form is another body with a new key
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() => expect(callsTo('data/saveOrderCertificado')).toHaveLength(2));
    expect(saveKey(0)).toMatch(UUID);
    expect(saveKey(1)).toBe(saveKey(0));
    await user.type(screen.getByLabelText('Apellidos'), ' Ruiz');
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() => expect(callsTo('data/saveOrderCertificado')).toHaveLength(3));
    expect(saveKey(2)).toMatch(UUID);
    expect(saveKey(2)).not.toBe(saveKey(0));
  }, 15_000);
});

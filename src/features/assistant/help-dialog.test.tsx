// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../../api/session';
import { transportSet } from '../../api/transport';
import { CartValidityDialog } from '../cart/cart-validity-dialog';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer } from '../../test/fake-fetch';
import HelpDialog from './help-dialog';

const AYUDA = [
  { I: 1, PREGUNTA: 'Mi pedido no ha llegado', RESPUESTA: 'Revisa Mis pedidos.\n\nO llámanos.' },
  { I: 2, PREGUNTA: 'No puedo pagar', RESPUESTA: 'Prueba con otra tarjeta.' },
];

const content = () => okAnswer({ data: { paginas: [], anuncios: [], ayuda: AYUDA } });

function renderHelp(onClose: () => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={client}>
      <HelpDialog
        open
        onClose={onClose}
        callCenterPhone="2222-0000"
        callCenterHref="tel:22220000"
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
});

afterEach(() => {
  cleanup();
  transportSet(null);
  uiReset();
});

describe('the help dialog (§2.6, §4.10)', () => {
  it('lists the situations, shows one answer and goes back', async () => {
    fakeFetch(content);
    renderHelp();
    expect(screen.getByRole('heading', { name: '¿Qué necesitas?' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Mi pedido no ha llegado' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Mi pedido no ha llegado' })).toBeTruthy();
    // the answer's paragraphs, one per blank-line block
    expect(screen.getByText('Revisa Mis pedidos.').tagName).toBe('P');
    expect(screen.getByText('O llámanos.').tagName).toBe('P');
    expect(screen.queryByRole('button', { name: 'No puedo pagar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a inicio' }));
    expect(screen.getByRole('button', { name: 'No puedo pagar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Llama al 2222-0000' }).getAttribute('href')).toBe(
      'tel:22220000',
    );
  });

  it('closing clears the chosen situation', async () => {
    fakeFetch(content);
    let closed = 0;
    const view = renderHelp(() => {
      closed += 1;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'No puedo pagar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(closed).toBe(1);
    // opened again: the list, not the last answer
    expect(await view.findByRole('button', { name: 'No puedo pagar' })).toBeTruthy();
    expect(screen.queryByText('Prueba con otra tarjeta.')).toBeNull();
  });

  it('a failed call says so, offers a retry and the call centre', async () => {
    let fail = true;
    fakeFetch(() => (fail ? jsonAnswer({}, 503) : content()));
    renderHelp();
    expect((await screen.findByRole('alert')).textContent).toBe('No pudimos cargar la ayuda.');
    expect(screen.getByRole('link', { name: 'Llama al 2222-0000' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Mi pedido no ha llegado' })).toBeTruthy();
  });
});

describe('help beside a failed check (§2.6)', () => {
  it("the cart's validity dialog opens the help dialog", () => {
    render(<CartValidityDialog open onClose={() => undefined} messages={['Tienda cerrada']} />);
    expect(uiStore.helpOpen).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '¿Necesitas ayuda?' }));
    expect(uiStore.helpOpen).toBe(true);
  });
});

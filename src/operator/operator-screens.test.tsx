// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorFetch, sent, type FakeHandler } from '../test/fake-fetch';
import type { Staff } from './api/staff';
import { operatorTransportSet } from './api/operator-transport';
import { operatorRouterCreate } from './router';
import { loginLockReset } from './stores/login-lock';

const COOK: Staff = {
  id: 7,
  email: 'ana@tienda.sv',
  nombre: 'Ana López',
  rol: 'cocina',
  tiendas: [
    { id: 1, nombre: 'Escalón' },
    { id: 2, nombre: 'Merliot' },
  ],
  totp: false,
};
const ADMIN: Staff = { ...COOK, id: 1, nombre: 'Carlos Díaz', rol: 'admin', tiendas: [] };

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const refusal = (status: number, code: string, message: string, headers = {}) =>
  json({ error: { code, message } }, status, headers);
const NO_SESSION = () => refusal(401, 'sesion', 'Inicia sesión para continuar.');
const noContent = () => new Response(null, { status: 204 });

function renderAt(path: string, ...handlers: FakeHandler[]) {
  fakeOperatorFetch(...handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = operatorRouterCreate(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const bodyOf = (index: number) => JSON.parse(String(sent[index]?.body)) as unknown;

async function fillLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@tienda.sv');
  await user.type(screen.getByLabelText('Contraseña'), 'clave-secreta-1');
}

// the router restores the scroll on each navigation, which jsdom does not draw
window.scrollTo = (() => undefined) as typeof window.scrollTo;

beforeEach(() => {
  document.cookie = 'op_csrf=tok-1; path=/';
  vi.spyOn(Storage.prototype, 'setItem');
});
afterEach(() => {
  cleanup();
  operatorTransportSet(null);
  loginLockReset();
  vi.restoreAllMocks();
});

describe('the login', () => {
  it('logs in and opens the board frame, keeping nothing in the browser storage', async () => {
    const user = userEvent.setup();
    const router = renderAt('/operador/entrar', () => json({ staff: COOK }));
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pedidos' });
    expect(router.state.location.pathname).toBe('/operador');
    // the new screen's heading takes the focus, as in the storefront
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent[0]?.method).toBe('POST');
    expect(bodyOf(0)).toEqual({ email: 'ana@tienda.sv', password: 'clave-secreta-1' });
    expect(screen.getByText('Ana López')).toBeTruthy();
    expect(screen.getByText('Cocina · Escalón, Merliot')).toBeTruthy();
    expect(screen.getByText('El tablero de pedidos todavía no está disponible.')).toBeTruthy();
    expect(Storage.prototype.setItem).not.toHaveBeenCalled();
  });

  it("shows the server's message for wrong credentials", async () => {
    const user = userEvent.setup();
    renderAt('/operador/entrar', () =>
      refusal(401, 'credenciales', 'Correo o contraseña incorrectos.'),
    );
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Correo o contraseña incorrectos.');
    expect(screen.queryByLabelText('Código de verificación')).toBeNull();
  });

  it("asks for the 6-digit code when the server answers 'codigo', then sends it", async () => {
    const user = userEvent.setup();
    const message = 'Ingresa el código de 6 dígitos de tu app de autenticación.';
    renderAt(
      '/operador/entrar',
      () => refusal(401, 'codigo', message),
      () => json({ staff: { ...COOK, totp: true } }),
    );
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const code = await screen.findByLabelText('Código de verificación');
    expect(screen.getByRole('alert').textContent).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeTruthy();
    expect(bodyOf(1)).toEqual({
      email: 'ana@tienda.sv',
      password: 'clave-secreta-1',
      codigo: '123456',
    });
  });

  it("disables 'Entrar' for the Retry-After time of a lockout", async () => {
    const user = userEvent.setup();
    const message = 'Demasiados intentos. Espera 1 minutos e inténtalo de nuevo.';
    renderAt('/operador/entrar', () => refusal(429, 'bloqueado', message, { 'retry-after': '1' }));
    await fillLogin(user);
    const button = screen.getByRole('button', { name: 'Entrar' });
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), {
      timeout: 3000,
    });
  });

  it('comes back to the screen asked for after a 401', async () => {
    const user = userEvent.setup();
    const router = renderAt('/operador/verificacion', NO_SESSION, () =>
      json({ staff: { ...COOK, totp: true } }),
    );
    await fillLogin(user);
    expect(router.state.location.pathname).toBe('/operador/entrar');
    expect(router.state.location.searchStr).toBe('?volver=%2Foperador%2Fverificacion');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operador/verificacion'));
  });
});

describe('the frame', () => {
  it("'Cerrar sesión' ends this session with the CSRF token and goes to the login", async () => {
    const user = userEvent.setup();
    const router = renderAt('/operador', () => json({ staff: COOK }), noContent);
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await screen.findByLabelText('Correo electrónico');
    expect(router.state.location.pathname).toBe('/operador/entrar');
    expect([sent[1]?.method, sent[1]?.url, sent[1]?.headers.get('x-csrf-token')]).toEqual([
      'DELETE',
      '/api/operador/sesion',
      'tok-1',
    ]);
  });

  it("'Cerrar sesión en todos los dispositivos' ends every session", async () => {
    const user = userEvent.setup();
    renderAt('/operador', () => json({ staff: COOK }), noContent);
    await user.click(
      await screen.findByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    await screen.findByLabelText('Correo electrónico');
    expect([sent[1]?.method, sent[1]?.url]).toEqual(['POST', '/api/operador/sesion/cerrar-todas']);
  });
});

describe('two-step enrolment', () => {
  it('sends an admin without it to enrol: the QR as a picture, the link, the code', async () => {
    const user = userEvent.setup();
    const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const otpauthUrl = 'otpauth://totp/Tienda:carlos?secret=ABC&issuer=Tienda';
    const router = renderAt(
      '/operador',
      () => json({ staff: ADMIN }),
      () => json({ otpauthUrl, qrSvg }),
      noContent,
    );
    const qr = await screen.findByRole<HTMLImageElement>('img', {
      name: 'Código QR para tu app de autenticación',
    });
    expect(router.state.location.pathname).toBe('/operador/verificacion');
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(document.querySelector('main svg, main script')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe(otpauthUrl);
    await user.type(screen.getByLabelText('Código de verificación'), '654321');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeTruthy();
    expect([sent[2]?.url, sent[2]?.headers.get('x-csrf-token')]).toEqual([
      '/api/operador/totp/confirmar',
      'tok-1',
    ]);
    expect(bodyOf(2)).toEqual({ codigo: '654321' });
  });

  it("shows the server's message for a wrong code", async () => {
    const user = userEvent.setup();
    renderAt(
      '/operador/verificacion',
      () => json({ staff: ADMIN }),
      () => json({ otpauthUrl: 'otpauth://totp/x?secret=A', qrSvg: '<svg/>' }),
      () => refusal(400, 'codigo', 'El código no es correcto.'),
    );
    await user.type(await screen.findByLabelText('Código de verificación'), '000000');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Activar' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('El código no es correcto.'),
    );
  });
});

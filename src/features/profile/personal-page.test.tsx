// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { sentData, userData, userWire } from '../../api/cliente/cliente.fixture';
import { uiStore } from '../../stores/ui';
import { jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import {
  callOf,
  fakeProfileServer,
  profileSetUp,
  profileTearDown,
  refusal,
  renderProfile,
  TODAY,
} from './profile.fixture';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Datos personales' });
const form = async () => {
  await heading();
  return screen.findByRole('button', { name: 'Guardar cambios' });
};
const calls = () => sent.map(callOf);
const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);

/** The error message tied to a field through aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.className.includes('error'))
    .map((el) => el?.textContent ?? '');
  return texts[0] ?? null;
}

beforeEach(() => profileSetUp());
afterEach(profileTearDown);

describe('Personal (/profile/user-data)', () => {
  it('shows the loading state until cliente/getDataUser answers, then the data', async () => {
    let answer: (r: Response) => void = () => undefined;
    fakeProfileServer((call) =>
      call === 'cliente/getDataUser'
        ? (new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response)
        : null,
    );
    renderProfile('/profile/user-data');
    await heading();
    const section = screen.getByRole('region', { name: 'Datos personales' });
    expect(within(section).getByRole('status').textContent).toBe('Cargando...');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    answer(okAnswer({ data: userWire }));
    await form();
    expect(field('Nombres').value).toBe('Ana María');
    expect(field('Apellidos').value).toBe('López');
    expect(field('Apodo').value).toBe('anita');
    expect(field('Correo electrónico').value).toBe('ana@example.com');
    expect(field('Correo electrónico').readOnly).toBe(true);
    expect(field('Teléfono').value).toBe('7123-4567');
    expect(field('Género').value).toBe('FE');
    expect(
      within(field('Género'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecciona una opción', 'Masculino', 'Femenino', 'Prefiero no decirlo']);
    expect(field('Fecha de nacimiento').value).toBe('1990-05-01');
    expect(field('Instrucciones especiales').value).toBe('Portón negro');
    expect(field('Quiero recibir promociones').checked).toBe(true);
    expect(uiStore.pageTitle).toBe('Personal');
    const getData = sent.find((r) => callOf(r) === 'cliente/getDataUser');
    expect(getData?.headers.get('authorization')).toBe('Bearer acc');
    expect(getData?.headers.get('refresh-token')).toBe('ref');
  });

  it('offers a retry when the data cannot be read', async () => {
    let fail = true;
    fakeProfileServer((call) =>
      call === 'cliente/getDataUser' && fail
        ? jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'No disponible' })
        : null,
    );
    renderProfile('/profile/user-data');
    const retry = await screen.findByRole('button', { name: 'Cargar nuevamente' });
    fail = false;
    fireEvent.click(retry);
    expect(await form()).toBeTruthy();
  });

  it('shows the §5.2 messages tied to their fields, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    fakeProfileServer();
    renderProfile('/profile/user-data', { user: userData });
    const save = await form();
    await user.clear(field('Nombres'));
    await user.clear(field('Apellidos'));
    await user.clear(field('Teléfono'));
    await user.type(field('Teléfono'), '1123');
    fireEvent.change(field('Fecha de nacimiento'), { target: { value: '2015-01-01' } });
    await user.click(save);
    await waitFor(() => expect(field('Nombres').getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field('Nombres'))).toBe('Este campo es requerido');
    expect(errorOf(field('Apellidos'))).toBe('Este campo es requerido');
    expect(errorOf(field('Teléfono'))).toBe('Teléfono no válido');
    expect(errorOf(field('Fecha de nacimiento'))).toBe('Fecha de nacimiento no válida');
    expect(errorOf(field('Apodo'))).toBeNull();
    expect(document.activeElement).toBe(field('Nombres'));
    expect(calls()).not.toContain('cliente/saveCliente');
  });

  it('takes the 16th birthday on the server date, not the day after', async () => {
    const user = userEvent.setup();
    fakeProfileServer();
    renderProfile('/profile/user-data', { user: userData });
    const save = await form();
    fireEvent.change(field('Fecha de nacimiento'), { target: { value: '2010-11-27' } });
    await user.click(save);
    await waitFor(() =>
      expect(errorOf(field('Fecha de nacimiento'))).toBe('Fecha de nacimiento no válida'),
    );
    fireEvent.change(field('Fecha de nacimiento'), { target: { value: '2010-11-26' } });
    await user.click(save);
    await waitFor(() => expect(calls()).toContain('cliente/saveCliente'));
    expect(errorOf(field('Fecha de nacimiento'))).toBeNull();
  });

  it("masks the phone, saves the data encrypted and toasts 'Datos actualizados'", async () => {
    const user = userEvent.setup();
    // the refetch after the save stays unanswered: the cache shows what the save put there
    fakeProfileServer((call) =>
      call === 'cliente/getDataUser' ? (new Promise(() => undefined) as unknown as Response) : null,
    );
    const { queryClient } = renderProfile('/profile/user-data', { user: userData });
    const save = await form();
    await user.clear(field('Teléfono'));
    await user.type(field('Teléfono'), '77778888');
    expect(field('Teléfono').value).toBe('7777-8888');
    await user.clear(field('Apodo'));
    await user.selectOptions(field('Género'), 'NA');
    await user.clear(field('Fecha de nacimiento'));
    await user.click(field('Quiero recibir promociones'));
    await user.click(save);
    await waitFor(() => expect(toasts()).toEqual([['success', 'Datos actualizados']]));
    const request = sent.find((r) => callOf(r) === 'cliente/saveCliente');
    expect(request?.headers.get('authorization')).toBe('Bearer acc');
    expect(sentData(request!)).toEqual({
      nombres: 'Ana María',
      apellidos: 'López',
      nickname: 'ana',
      telefono: '77778888',
      genero: 'NA',
      fechaNacimiento: TODAY,
      instruccionEspecial: 'Portón negro',
      publicidad: 'N',
    });
    // the customer's data query holds what was saved, and is read again
    expect(queryClient.getQueryData(userDataQuery(true).queryKey)).toEqual({
      ...userData,
      nickname: 'ana',
      telefono: '77778888',
      genero: 'NA',
      fechaNacimiento: TODAY,
      publicidad: false,
    });
    expect(calls()).toEqual(['cliente/saveCliente', 'cliente/getDataUser']);
  });

  it('shows a stored birth date the age rule refuses (the default of none) empty', async () => {
    fakeProfileServer();
    renderProfile('/profile/user-data', { user: { ...userData, fechaNacimiento: TODAY } });
    await form();
    expect(field('Fecha de nacimiento').value).toBe('');
  });

  it("shows a '01' refusal's message and ties its field messages", async () => {
    const user = userEvent.setup();
    fakeProfileServer((call) =>
      call === 'cliente/saveCliente'
        ? refusal('Teléfono no válido', { telefono: 'Teléfono no válido' })
        : null,
    );
    renderProfile('/profile/user-data', { user: userData });
    await user.click(await form());
    await waitFor(() => expect(errorOf(field('Teléfono'))).toBe('Teléfono no válido'));
    expect(toasts()).toEqual([['warning', 'Teléfono no válido']]);
    expect(document.activeElement).toBe(field('Teléfono'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces a failure no toast told (no connection)', async () => {
    const user = userEvent.setup();
    fakeProfileServer((call) => {
      if (call === 'cliente/saveCliente') throw new TypeError('Failed to fetch');
      return null;
    });
    renderProfile('/profile/user-data', { user: userData });
    await user.click(await form());
    expect((await screen.findByRole('alert')).textContent).toBe('Error de comunicación');
  });
});

describe("'Dejar de recibir promociones' (cliente/unsubscribe)", () => {
  it('turns promotions off, says so, and goes away', async () => {
    const user = userEvent.setup();
    fakeProfileServer((call) => {
      if (call === 'cliente/unsubscribe') {
        return jsonAnswer({
          codigoRetorno: '00',
          mensajeRetorno: 'Ya no recibirás correos de promociones',
        });
      }
      if (call === 'cliente/getDataUser') {
        return okAnswer({ data: { ...userWire, publicidad: 'N' } });
      }
      return null;
    });
    renderProfile('/profile/user-data', { user: userData });
    await form();
    await user.click(screen.getByRole('button', { name: 'Dejar de recibir promociones' }));
    await waitFor(() =>
      expect(toasts()).toEqual([['success', 'Ya no recibirás correos de promociones']]),
    );
    const request = sent.find((r) => callOf(r) === 'cliente/unsubscribe');
    expect(request?.headers.get('refresh-token')).toBe('ref');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Dejar de recibir promociones' })).toBeNull(),
    );
    expect(field('Quiero recibir promociones').checked).toBe(false);
  });

  it('is not offered when the customer receives no promotions', async () => {
    fakeProfileServer();
    renderProfile('/profile/user-data', { user: { ...userData, publicidad: false } });
    await form();
    expect(screen.queryByRole('button', { name: 'Dejar de recibir promociones' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressWire, sentForm } from '../../api/cliente/cliente.fixture';
import { uiStore } from '../../stores/ui';
import { jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import {
  callOf,
  fakeProfileServer,
  profileSetUp,
  profileTearDown,
  renderProfile,
} from '../profile/profile.fixture';

// The list of /profile/locations against a faked server: 'Mi Casa' (12) first, then
// 'Mi Trabajo' (7, main).

const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);
const rows = () =>
  within(screen.getByRole('list', { name: 'Mis direcciones' })).getAllByRole('listitem');
const rowTags = () =>
  rows().map((r) => r.querySelector('.address-row__tag')?.firstChild?.textContent);
const callsTo = (call: string) => sent.filter((r) => callOf(r) === call);

/** The server with two addresses; `answer` answers the list's actions. */
function serve(answer: (call: string) => Response | null = () => null) {
  let list = [addressWire(12, 0), addressWire(7, 1, true)];
  fakeProfileServer((call, req) => {
    const own = answer(call);
    if (own) return own;
    if (call === 'cliente/getDirecciones') return okAnswer({ direcciones: list });
    if (call === 'cliente/saveSortedAddresses') {
      const ids = (sentForm(req).get('addresses') ?? '').split(',').map(Number);
      list = ids.map((id, order) => ({ ...list.find((a) => a.id === id)!, order }));
    }
    if (call === 'cliente/deleteDireccion') {
      const id = Number(sentForm(req).get('i'));
      list = list.filter((a) => a.id !== id);
      return okAnswer({ mensajeRetorno: 'Dirección eliminada' });
    }
    return null;
  });
}

// jsdom lays nothing out: each row gets a box 100 px tall, one under the other, so the
// keyboard sensor can find the row above or below
function layoutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('li.address-row');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    const top = index * 100;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 90,
      width: 300,
      height: 90,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

async function open() {
  renderProfile('/profile/locations');
  await screen.findByRole('heading', { level: 1, name: 'Direcciones' });
  await waitFor(() => expect(rows()).toHaveLength(2));
}

beforeEach(() => profileSetUp());
afterEach(() => {
  vi.restoreAllMocks();
  profileTearDown();
});

describe('Direcciones (/profile/locations)', () => {
  it('lists tag, address and reference in the customer order, the main one marked', async () => {
    serve();
    await open();
    expect(rowTags()).toEqual(['Mi Casa', 'Mi Trabajo']);
    expect(rows()[0]!.textContent).toContain('Calle 12');
    expect(rows()[0]!.textContent).toContain('Portón negro');
    expect(within(rows()[1]!).getByText('Principal')).toBeTruthy();
    expect(within(rows()[0]!).queryByText('Principal')).toBeNull();
    expect(screen.getByRole('link', { name: 'Agregar dirección' }).getAttribute('href')).toBe(
      '/profile/locations/new',
    );
  });

  it('moves an address down with the keyboard and saves the new order', async () => {
    serve();
    layoutRows();
    await open();
    const handle = screen.getByRole('button', { name: 'Mover Mi Casa' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(callsTo('cliente/saveSortedAddresses')).toHaveLength(1));
    expect(sentForm(callsTo('cliente/saveSortedAddresses')[0]!).get('addresses')).toBe('7,12');
    await waitFor(() => expect(rowTags()).toEqual(['Mi Trabajo', 'Mi Casa']));
  });

  it('puts the order back with a Spanish toast when the server refuses it', async () => {
    serve((call) =>
      call === 'cliente/saveSortedAddresses'
        ? jsonAnswer({
            codigoRetorno: '02',
            mensajeRetorno: 'Tus direcciones cambiaron en otro dispositivo; vuelve a intentarlo',
          })
        : null,
    );
    layoutRows();
    await open();
    const handle = screen.getByRole('button', { name: 'Mover Mi Trabajo' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'ArrowUp', key: 'ArrowUp' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    fireEvent.keyDown(document.activeElement ?? handle, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['error', 'Tus direcciones cambiaron en otro dispositivo; vuelve a intentarlo'],
      ]),
    );
    expect(sentForm(callsTo('cliente/saveSortedAddresses')[0]!).get('addresses')).toBe('7,12');
    await waitFor(() => expect(rowTags()).toEqual(['Mi Casa', 'Mi Trabajo']));
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const user = userEvent.setup();
    serve();
    await open();
    await user.click(screen.getByRole('button', { name: 'Eliminar Mi Casa' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar dirección' });
    expect(dialog.textContent).toContain('Calle 12');
    expect(callsTo('cliente/deleteDireccion')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo('cliente/deleteDireccion')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Eliminar Mi Casa' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Eliminar dirección' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(Object.fromEntries(sentForm(callsTo('cliente/deleteDireccion')[0]!))).toEqual({
      i: '12',
    });
    expect(toasts()).toEqual([['success', 'Dirección eliminada']]);
  });

  it("marks another one main with 'Marcar como principal'", async () => {
    const user = userEvent.setup();
    serve();
    await open();
    await user.click(screen.getByRole('button', { name: 'Marcar Mi Casa como principal' }));
    expect(Object.fromEntries(sentForm(callsTo('cliente/markPrincipal')[0]!))).toEqual({ i: '12' });
  });

  it('says so when there is none yet, and offers a retry when the list fails', async () => {
    fakeProfileServer((call) =>
      call === 'cliente/getDirecciones' ? okAnswer({ direcciones: [] }) : null,
    );
    renderProfile('/profile/locations');
    expect(await screen.findByText(/Aún no tienes direcciones guardadas/)).toBeTruthy();
    profileTearDown();

    let failing = true;
    fakeProfileServer((call) =>
      call === 'cliente/getDirecciones'
        ? failing
          ? new Response('', { status: 502 })
          : okAnswer({ direcciones: [addressWire(12, 0, true)] })
        : null,
    );
    renderProfile('/profile/locations');
    const retry = await screen.findByRole('button', { name: 'Cargar nuevamente' });
    failing = false;
    fireEvent.click(retry);
    await waitFor(() => expect(rowTags()).toEqual(['Mi Casa']));
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callOf } from '../../api/cliente/cliente.fixture';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import { sessionClearTokens, sessionSetTokens } from '../../api/session';
import { transportSet } from '../../api/transport';
import { renderAppAt, testQueryClient } from '../../test/app-render';
import { favoritesClear, favoritesSync } from '../../stores/favorites';
import { accessTokenFor, deviceOnlineSet, favoritesServer } from '../../stores/favorites.fixture';
import { uiReset } from '../../stores/ui';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';

// Monday 23 November 2026, 12:00 in San Salvador
const noon: ServerTime = {
  fecha: '2026-11-23T12:00:00-06:00',
  epochMs: Date.UTC(2026, 10, 23, 18),
  offsetMs: Date.UTC(2026, 10, 23, 18) - Date.now(),
};

function renderFavorites(held: number[]) {
  const server = favoritesServer(held);
  fakeFetch((req) => {
    const call = callOf(req);
    if (call.startsWith('cliente/')) return server(req);
    if (call === 'data/checkHr') return okAnswer({ data: [{ I: 301, HD: '07:00', HH: '11:00' }] });
    return okAnswer();
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(['menu'], getDataResponseSchema.parse(menuSample));
  queryClient.setQueryData(['server-time'], noon);
  const router = renderAppAt('/favorites', queryClient);
  return router;
}

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  localStorage.clear();
  favoritesClear();
  deviceOnlineSet(true);
  sessionSetTokens(accessTokenFor('cliente-7'), 'ref');
});
afterEach(async () => {
  await act(() => favoritesSync());
  cleanup();
  transportSet(null);
  sessionClearTokens();
  uiReset();
});

describe('/favorites (§2.1, §3.3)', () => {
  it('shows the favourites as the menu’s cards, with their hours and the unavailable ones', async () => {
    renderFavorites([101, 103, 301, 555]);
    const title = await screen.findByRole('heading', { level: 1, name: 'Mis Favoritos' });
    const page = title.closest('section')!;
    const classic = await within(page).findByRole('link', { name: /Hamburguesa Clásica/ });
    expect(classic.getAttribute('href')).toBe(
      '/menu/categoria/hamburguesas/subcategoria/clasicas/producto/clasica',
    );
    const cards = within(page).getAllByRole('listitem');
    expect(cards.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Hamburguesa Clásica',
      'Oculta',
      'Cajita feliz',
      'Producto no disponible',
    ]);
    expect(await within(cards[2]!).findByText(/disponible de 07:00 a 11:00/)).toBeTruthy();
    expect(cards[2]!.textContent).toContain('Productos restringidos por horario');
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(cards[1]!.textContent).toContain('Este producto ya no está disponible');
    expect(cards[0]!.textContent).not.toContain('restringidos');
    const hearts = await within(page).findAllByRole('button', { name: 'Quitar de favoritos' });
    expect(hearts).toHaveLength(2);
  });

  it('removes an unavailable favourite with Quitar', async () => {
    renderFavorites([103]);
    const remove = await screen.findByRole('button', { name: 'Quitar Oculta de favoritos' });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(await screen.findByText('Aún no tienes favoritos.')).toBeTruthy();
    await act(() => favoritesSync());
    const update = sent.find((r) => callOf(r) === 'cliente/updateFavorito')!;
    expect([(update.body as FormData).get('idpds'), (update.body as FormData).get('oper')]).toEqual(
      ['103', 'E'],
    );
  });

  it('says in Spanish when there are none, with a link to the menu', async () => {
    renderFavorites([]);
    expect(await screen.findByText('Aún no tienes favoritos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el menú' }).getAttribute('href')).toBe('/');
  });

  it('sends a guest to /login', async () => {
    sessionClearTokens();
    const router = renderFavorites([]);
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

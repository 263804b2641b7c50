// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callOf } from '../../api/cliente/cliente.fixture';
import { sessionClearTokens, sessionSetTokens } from '../../api/session';
import { transportSet } from '../../api/transport';
import { productIdOf } from '../../domain/product-id';
import { favoritesClear, favoritesStore, favoritesSync } from '../../stores/favorites';
import { accessTokenFor, deviceOnlineSet, favoritesServer } from '../../stores/favorites.fixture';
import { signupFlowReset, signupFlowStore } from '../../stores/signup-flow';
import { uiReset } from '../../stores/ui';
import { fakeFetch, sent } from '../../test/fake-fetch';
import { FavoriteHeartSlot } from './public';
import { renderRouter } from '../../test/app-render';

const PAGE = '/menu/categoria/hamburguesas/producto/clasica';

function renderHeart() {
  const rootRoute = createRootRoute({
    component: () => <FavoriteHeartSlot productId={productIdOf(101)} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [PAGE] }),
  });
  renderRouter(router, new QueryClient());
}

/** A tap, with the store's (asynchronous) notice to the screen let through. */
const tap = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

const heart = () => screen.findByRole('button', { name: /favoritos$/ });

function reducedMotionSet(reduced: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  // jsdom has no scrolling; the router scrolls to top on navigation
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  localStorage.clear();
  favoritesClear();
  signupFlowReset();
  deviceOnlineSet(true);
  reducedMotionSet(false);
  fakeFetch(favoritesServer([]));
});
afterEach(async () => {
  // a pass still on its way ends here, not in the next test
  await act(() => favoritesSync());
  cleanup();
  transportSet(null);
  sessionClearTokens();
  uiReset();
});

describe('the favourite heart (§3.3, §3.9)', () => {
  it('asks a guest to log in, and the login comes back to the page', async () => {
    renderHeart();
    const button = await heart();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await tap(button);
    const dialog = await screen.findByRole('dialog', { name: 'Guarda tus favoritos' });
    expect(dialog.textContent).toContain('Inicia sesión para guardar tus productos favoritos');
    const login = screen.getByRole('link', { name: 'Iniciar sesión' });
    expect(login.getAttribute('href')).toBe('/login');
    fireEvent.click(login);
    expect(signupFlowStore.returnTo).toBe(PAGE);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(sent).toHaveLength(0);
  });

  it('toggles aria-pressed and its label for a logged-in customer, with a pop on adding', async () => {
    sessionSetTokens(accessTokenFor('cliente-7'), 'ref');
    renderHeart();
    const button = await screen.findByRole('button', { name: 'Agregar a favoritos' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await tap(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Quitar de favoritos');
    expect(button.classList.contains('favorite-heart--pop')).toBe(true);
    fireEvent.animationEnd(button);
    expect(button.classList.contains('favorite-heart--pop')).toBe(false);
    await tap(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Agregar a favoritos');
    expect(button.classList.contains('favorite-heart--pop')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not pop under reduced motion', async () => {
    reducedMotionSet(true);
    sessionSetTokens(accessTokenFor('cliente-7'), 'ref');
    renderHeart();
    const button = await screen.findByRole('button', { name: 'Agregar a favoritos' });
    await tap(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.classList.contains('favorite-heart--pop')).toBe(false);
  });

  it('keeps a change made offline and sends it once back online', async () => {
    sessionSetTokens(accessTokenFor('cliente-7'), 'ref');
    renderHeart();
    const button = await screen.findByRole('button', { name: 'Agregar a favoritos' });
    await act(() => favoritesSync());
    deviceOnlineSet(false);
    sent.splice(0);
    await tap(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(favoritesStore.pending).toEqual([{ productId: 101, kind: 'add' }]);
    await act(() => favoritesSync());
    expect(sent).toHaveLength(0);

    deviceOnlineSet(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await favoritesSync();
    });
    expect(sent.map(callOf).slice(0, 2)).toEqual(['cliente/updateFavorito', 'cliente/favoritos']);
    expect(sent.filter((r) => callOf(r) === 'cliente/updateFavorito')).toHaveLength(1);
    expect((sent[0]!.body as FormData).get('oper')).toBe('A');
    expect(favoritesStore.pending).toEqual([]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});

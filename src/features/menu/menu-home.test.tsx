// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import { transportSet } from '../../api/transport';
import { renderAppAt, testQueryClient } from '../../test/app-render';
import { toastPush, uiReset } from '../../stores/ui';
import { menuSample } from '../../test/menu-sample';

// Monday 23 November 2026, 10:00 in San Salvador
const monday: ServerTime = {
  fecha: '2026-11-23T10:00:00-06:00',
  epochMs: Date.UTC(2026, 10, 23, 16),
  offsetMs: 0,
};

function renderApp(seed: boolean) {
  const queryClient = testQueryClient();
  if (seed) {
    queryClient.setQueryData(['menu'], getDataResponseSchema.parse(menuSample));
    queryClient.setQueryData(['server-time'], monday);
    queryClient.setQueryData(['images'], []);
  }
  renderAppAt('/', queryClient);
}

beforeEach(() => {
  // jsdom has no scrolling; the router scrolls to top on navigation
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  transportSet(null);
  uiReset();
});

describe('home page (/)', () => {
  it('lists the main categories for a phone with links, pictures and counts', async () => {
    renderApp(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeTruthy();
    const main = screen.getByRole('main');
    const links = within(screen.getByRole('region', { name: 'Nuestro menú' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/menu/categoria/hamburguesas',
      '/menu/categoria/pollo',
      '/menu/categoria/menu-infantil',
    ]);
    // hidden, id 0 and malformed products are not counted; the Sunday-only piece neither
    expect(links.map((a) => a.textContent)).toEqual([
      'Hamburguesas2 productos',
      'Pollo Frito1 producto',
      'Menú Infantil1 producto',
    ]);
    expect(within(main).queryByText('Promociones web')).toBeNull();
  });

  it('shows new products in the Nuevos strip linking to their page', async () => {
    renderApp(true);
    const strip = await screen.findByRole('region', { name: 'Nuevos' });
    const link = within(strip).getByRole('link', { name: /Hamburguesa Clásica/ });
    expect(link.getAttribute('href')).toBe(
      '/menu/categoria/hamburguesas/subcategoria/clasicas/producto/clasica',
    );
    expect(link.textContent).toContain('$3.50');
    expect(link.textContent).toContain('Nuevo');
  });

  it('shows lazy pictures with a webp source and the placeholder when they break', async () => {
    renderApp(true);
    const link = await screen.findByRole('link', { name: /Hamburguesas/ });
    const img = link.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '480']);
    expect(img.getAttribute('alt')).toBe('');
    expect(link.querySelector('source')?.getAttribute('srcset')).toBe('/img/categoria/1-md.webp');
    fireEvent.error(img);
    const fallback = link.querySelector('img')!;
    expect(fallback.getAttribute('src')).toBe('/img/placeholder-sm.jpg');
    expect(link.querySelector('source')).toBeNull();
  });

  it('has a header linking home with the chain name, and a live region for toasts', async () => {
    renderApp(true);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Burger Salvador' }).getAttribute('href')).toBe(
      '/',
    );
    toastPush('warning', 'Revisa tu conexión');
    expect(await within(screen.getByRole('status')).findByText('Revisa tu conexión')).toBeTruthy();
  });

  it('shows the error view when the menu cannot load, and retries', async () => {
    let online = false;
    transportSet(async (url) => {
      if (!online) throw new TypeError('offline');
      const body = url.endsWith('getFechaHora')
        ? { codigoRetorno: '00', fecha: monday.fecha }
        : menuSample;
      return new Response(JSON.stringify(body));
    });
    // the router reports the failed loader on the console; the page is what matters here
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(false);
    expect(
      await screen.findByText('Lo sentimos, ha ocurrido un error. Por favor, vuelve a intentarlo.'),
    ).toBeTruthy();
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Cargar nuevamente' }));
    expect(await screen.findByRole('link', { name: /Pollo Frito/ })).toBeTruthy();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { getCatalogosResponseSchema } from '../../api/menu/get-catalogos';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import type { Shop } from '../../domain/catalogs';
import { ShopPicker, type ShopChoice } from './shop-picker';

// What the ShopPicker tests share: the catalogues answer, the server time and the render.

// Monday 23 November 2026, 10:00 in San Salvador
export const monday: ServerTime = {
  fecha: '2026-11-23T10:00:00-06:00',
  epochMs: Date.UTC(2026, 10, 23, 16),
  offsetMs: 0,
};

const week = (ha: string, hc: string, days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.map((DIA) => ({ DIA, HA: ha, HC: hc }));

// data/getCatalogos as the server sends it: a few of the demo chain's shops
export const catalogosAnswer = {
  codigoRetorno: '00',
  departamentos: [
    { C: 'SS', N: 'San Salvador' },
    { C: 'LL', N: 'La Libertad' },
  ],
  ciudades: [
    { C: 'SYS', D: 'SS', N: 'Sistema' },
    { C: 'SSA', D: 'SS', N: 'San Salvador' },
    { C: 'SOY', D: 'SS', N: 'Soyapango' },
    { C: 'ANC', D: 'LL', N: 'Antiguo Cuscatlán' },
    { C: 'APO', D: 'SS', N: 'Apopa' },
  ],
  colonias: [],
  tiendas: [
    {
      I: 3,
      CODIGO: 'SS03',
      N: 'Centro Histórico',
      D: 'Restaurante frente a Plaza Libertad',
      DEP: 'SS',
      CIU: 'SSA',
      LAT: 13.6979,
      LNG: -89.1916,
      DIR: '4a Calle Oriente y Avenida Cuscatlán, San Salvador',
      BUSQUEDA: 'Restaurante, Delivery, Parqueo',
      OPCIONES: ['PARQUEO', 'MOSTRADOR'],
      HORARIOS: [...week('08:00', '21:00', [0]), ...week('07:00', '22:00', [1, 2, 3, 4, 5, 6])],
    },
    {
      I: 1,
      CODIGO: 'SS01',
      N: 'Galerías Escalón',
      D: 'Food court Centro Comercial Galerías',
      DEP: 'SS',
      CIU: 'SSA',
      LAT: 13.7031,
      LNG: -89.2279,
      DIR: 'Centro Comercial Galerías, nivel 3, San Salvador',
      BUSQUEDA: 'Food court, Centro comercial',
      OPCIONES: ['MOSTRADOR'],
      HORARIOS: week('10:00', '21:00', [1, 2, 3, 4, 5, 6]),
    },
    {
      I: 7,
      CODIGO: 'SS07',
      N: 'Plaza Mundo Soyapango',
      D: 'Autoservicio Plaza Mundo',
      DEP: 'SS',
      CIU: 'SOY',
      LAT: 13.7,
      LNG: -89.153,
      DIR: 'Centro Comercial Plaza Mundo, Soyapango',
      BUSQUEDA: 'Restaurante, Autoservicio, Delivery, Parqueo',
      OPCIONES: ['MOSTRADOR', 'AUTOSERVICIO', 'PARQUEO'],
      HORARIOS: week('07:00', '22:00'),
    },
    {
      I: 9,
      CODIGO: 'LL01',
      N: '',
      D: 'Food court La Gran Vía',
      DEP: 'LL',
      CIU: 'ANC',
      LAT: null,
      LNG: null,
      DIR: 'Centro Comercial La Gran Vía, Antiguo Cuscatlán',
      BUSQUEDA: 'Food court, Centro comercial',
      OPCIONES: null,
      // closed on Mondays
      HORARIOS: week('10:00', '20:00', [0]),
    },
  ],
  horariosTiendas: [],
};

interface RenderOptions {
  seed?: boolean;
  selectedId?: number | null;
  origin?: { latitude: number; longitude: number } | null;
  renderMap?: (
    shops: Shop[],
    selectedId: number | null,
    onSelect: (id: number) => void,
  ) => ReactNode;
}

export function renderPicker({
  seed = true,
  selectedId = null,
  origin = null,
  renderMap,
}: RenderOptions = {}) {
  // fresh for 5 minutes, as in the app (§7): seeded data is not refetched
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } },
  });
  if (seed)
    queryClient.setQueryData(['catalogos'], getCatalogosResponseSchema.parse(catalogosAnswer));
  queryClient.setQueryData(['server-time'], monday);
  const onChoose = vi.fn<(choice: ShopChoice) => void>();
  render(
    <QueryClientProvider client={queryClient}>
      <ShopPicker
        origin={origin}
        selectedId={selectedId}
        onChoose={onChoose}
        chooseLabel="Retirar aquí"
        renderMap={renderMap}
      />
    </QueryClientProvider>,
  );
  return { onChoose };
}

export const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
export const card = (name: string) => screen.getByRole('article', { name });
export const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar tienda' }), {
    target: { value: text },
  });

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transportSet } from '../../api/transport';
import { uiReset } from '../../stores/ui';
import { card, cardTitles, renderPicker, search } from './shop-picker.fixture';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  transportSet(null);
  uiReset();
});

describe('ShopPicker list (§2.11)', () => {
  it('shows every shop by name with address, place, hours today and the count', () => {
    renderPicker();
    expect(cardTitles()).toEqual([
      'Centro Histórico',
      'Food court La Gran Vía',
      'Galerías Escalón',
      'Plaza Mundo Soyapango',
    ]);
    expect(screen.getByRole('status').textContent).toBe('4 tiendas');
    const downtown = card('Centro Histórico');
    expect(
      within(downtown).getByText('4a Calle Oriente y Avenida Cuscatlán, San Salvador'),
    ).toBeTruthy();
    expect(within(downtown).getByText('San Salvador | San Salvador')).toBeTruthy();
    expect(within(downtown).getByText('Abierto de 07:00 am a 10:00 pm')).toBeTruthy();
    expect(within(downtown).queryByText(/ km$/)).toBeNull();
    // no name: the description; no hours on Mondays: no open text
    const granVia = card('Food court La Gran Vía');
    expect(within(granVia).getByText('Antiguo Cuscatlán | La Libertad')).toBeTruthy();
    expect(within(granVia).queryByText(/^Abierto de/)).toBeNull();
  });

  it('offers the cities with shops after Todas las ciudadades, not SYS', () => {
    renderPicker();
    const select = screen.getByRole('combobox', { name: 'Ciudad' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Todas las ciudadades (4)',
      'Antiguo Cuscatlán (1)',
      'San Salvador (2)',
      'Soyapango (1)',
    ]);
    expect(screen.getByPlaceholderText('Restaurante, Delivery, Food court, etc.')).toBeTruthy();
  });

  it('filters by the chosen city', () => {
    renderPicker();
    fireEvent.change(screen.getByRole('combobox', { name: 'Ciudad' }), {
      target: { value: 'SSA' },
    });
    expect(cardTitles()).toEqual(['Centro Histórico', 'Galerías Escalón']);
    expect(screen.getByRole('status').textContent).toBe('2 tiendas');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ciudad' }), {
      target: { value: 'SOY' },
    });
    expect(cardTitles()).toEqual(['Plaza Mundo Soyapango']);
    expect(screen.getByRole('status').textContent).toBe('1 tienda');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ciudad' }), {
      target: { value: 'SYS' },
    });
    expect(cardTitles()).toHaveLength(4);
  });

  it('orders by distance and shows it when the origin is known', () => {
    renderPicker({ origin: { latitude: 13.7, longitude: -89.152 } });
    expect(cardTitles()).toEqual([
      'Plaza Mundo Soyapango',
      'Centro Histórico',
      'Galerías Escalón',
      'Food court La Gran Vía',
    ]);
    expect(within(card('Plaza Mundo Soyapango')).getByText('a 0.1 km')).toBeTruthy();
    expect(within(card('Food court La Gran Vía')).queryByText(/ km$/)).toBeNull();
  });
});

describe('ShopPicker search (§5.6)', () => {
  it('waits 350 ms after typing, and shows all again under 3 characters at once', () => {
    renderPicker();
    search('food court');
    act(() => vi.advanceTimersByTime(349));
    expect(cardTitles()).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(cardTitles()).toEqual(['Food court La Gran Vía', 'Galerías Escalón']);
    expect(screen.getByRole('status').textContent).toBe('2 tiendas');
    search('fo');
    expect(cardTitles()).toHaveLength(4);
  });

  it('combines the search with the city and is accent-insensitive', () => {
    renderPicker();
    fireEvent.change(screen.getByRole('combobox', { name: 'Ciudad' }), {
      target: { value: 'SSA' },
    });
    search('centro historico');
    act(() => vi.advanceTimersByTime(350));
    expect(cardTitles()).toEqual(['Centro Histórico']);
  });

  it('says so when nothing matches', () => {
    renderPicker();
    search('qwxz');
    act(() => vi.advanceTimersByTime(350));
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No encontramos tiendas con esa búsqueda');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transportSet } from '../../api/transport';
import type { Shop } from '../../domain/catalogs';
import { uiReset } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer } from '../../test/fake-fetch';
import { card, catalogosAnswer, renderPicker, search } from './shop-picker.fixture';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  transportSet(null);
  uiReset();
});

describe('ShopPicker choice (§3.2)', () => {
  it('chooses at once a shop with a single pickup option', () => {
    const { onChoose } = renderPicker();
    fireEvent.click(within(card('Galerías Escalón')).getByRole('button', { name: 'Retirar aquí' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]![0].shop.id).toBe(1);
    expect(onChoose.mock.calls[0]![0].pickupOption).toBe('MOSTRADOR');
  });

  it('treats a shop listing no options as the counter', () => {
    const { onChoose } = renderPicker();
    fireEvent.click(
      within(card('Food court La Gran Vía')).getByRole('button', { name: 'Retirar aquí' }),
    );
    expect(onChoose.mock.calls[0]![0].pickupOption).toBe('MOSTRADOR');
  });

  it('asks which pickup option first when the shop has several, then confirms it', () => {
    const { onChoose } = renderPicker();
    const button = within(card('Plaza Mundo Soyapango')).getByRole('button', {
      name: 'Retirar aquí',
    });
    button.focus();
    fireEvent.click(button);
    expect(onChoose).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: '¿Cómo quieres retirar tu pedido?' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'AutoservicioRecoge tu pedido sin bajarte del carro',
      'ParqueoTe lo llevamos a tu carro en el parqueo',
      'MostradorRecógelo en el mostrador de la entrada',
    ]);
    const autoservicio = within(dialog).getByRole('radio', { name: 'Autoservicio' });
    expect((autoservicio as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(autoservicio);
    expect(autoservicio.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Parqueo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]![0].shop.id).toBe(7);
    expect(onChoose.mock.calls[0]![0].pickupOption).toBe('PARQUEO');
    expect(screen.queryByRole('dialog')).toBeNull();
    // focus goes back to the card's button
    expect(document.activeElement).toBe(button);
  });

  it('offers only the shop’s own options, and closing chooses nothing', () => {
    const { onChoose } = renderPicker();
    fireEvent.click(within(card('Centro Histórico')).getByRole('button', { name: 'Retirar aquí' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['PARQUEO', 'MOSTRADOR']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('marks the chosen shop', () => {
    renderPicker({ selectedId: 3 });
    expect(within(card('Centro Histórico')).getByText('Tienda elegida')).toBeTruthy();
    expect(within(card('Galerías Escalón')).queryByText('Tienda elegida')).toBeNull();
  });
});

describe('ShopPicker map slot and loading (§2.7)', () => {
  it('hands the listed shops to the map and brings a shop picked there into view', () => {
    const renderMap = vi.fn(
      (shops: Shop[], selectedId: number | null, onSelect: (id: number) => void) => (
        <button type="button" onClick={() => onSelect(7)}>
          {`mapa ${shops.map((s) => s.id).join(',')} ${selectedId ?? '-'}`}
        </button>
      ),
    );
    renderPicker({ renderMap, selectedId: 3 });
    expect(screen.getByRole('button', { name: 'mapa 3,9,1,7 3' })).toBeTruthy();
    search('food court');
    act(() => vi.advanceTimersByTime(350));
    expect(screen.getByRole('button', { name: 'mapa 9,1 3' })).toBeTruthy();
    search('');
    fireEvent.click(screen.getByRole('button', { name: 'mapa 3,9,1,7 3' }));
    expect(screen.getByRole('button', { name: 'mapa 3,9,1,7 7' })).toBeTruthy();
    expect(document.activeElement).toBe(card('Plaza Mundo Soyapango'));
  });

  it('shows a placeholder while loading, an error with Reintentar, then the list', async () => {
    vi.useRealTimers();
    fakeFetch(
      () => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Error' }),
      () => okAnswer(catalogosAnswer),
    );
    renderPicker({ seed: false });
    expect(screen.getByRole('status').textContent).toBe('Cargando...');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('no pudimos cargar las tiendas');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Centro Histórico' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapPlace } from '../../domain/map/place-search';
import { PlaceSearchBox } from './place-search-box';

afterEach(cleanup);

const place = (id: number, kind: MapPlace['kind'], name: string, detail = ''): MapPlace => ({
  id,
  kind,
  name,
  detail,
  words: '',
  latitude: 13.7,
  longitude: -89.2,
});
const places = [
  place(1, 'tienda', 'Galerías Escalón', 'Paseo General Escalón'),
  place(2, 'colonia', 'Colonia Escalón', 'San Salvador'),
  place(3, 'distrito', 'Santa Tecla', 'La Libertad'),
];

function setup(props: Partial<Parameters<typeof PlaceSearchBox>[0]> = {}) {
  const onChoose = vi.fn();
  render(<PlaceSearchBox places={places} failed={false} onChoose={onChoose} {...props} />);
  const box = screen.getByRole('combobox', { name: 'Buscar colonia, lugar o tienda' });
  return { onChoose, box };
}

describe('PlaceSearchBox', () => {
  it('lists the results of a query as options, the colonia first, and says how many', () => {
    const { box } = setup();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'escalon' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Colonia EscalónColonia · San Salvador',
      'Galerías EscalónTienda · Paseo General Escalón',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 resultados');
  });

  it('moves with the arrow keys and chooses with Enter', () => {
    const { box, onChoose } = setup();
    fireEvent.change(box, { target: { value: 'escalon' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = box.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)!.textContent).toContain('Galerías Escalón');
    expect(document.getElementById(active)!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(places[0]);
    expect((box as HTMLInputElement).value).toBe('Galerías Escalón');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes the first result on Enter when none is marked, and a click chooses too', () => {
    const { box, onChoose } = setup();
    fireEvent.change(box, { target: { value: 'santa tecl' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChoose).toHaveBeenLastCalledWith(places[2]);
    fireEvent.change(box, { target: { value: 'escalón' } });
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(onChoose).toHaveBeenLastCalledWith(places[1]);
  });

  it('closes with Escape, then clears; says when nothing matches', () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: 'escalon' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.change(box, { target: { value: 'qqqqzz' } });
    expect(screen.getByRole('status').textContent).toContain('No encontramos «qqqqzz»');
  });

  it('says the search is not available when the names could not be read', () => {
    const { box } = setup({ places: null, failed: true });
    expect(box).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toContain('no está disponible sin conexión');
  });
});

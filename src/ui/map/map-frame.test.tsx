// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MapFrame } from './map-frame';

afterEach(cleanup);

describe('MapFrame (WCAG 2.4.1: one Tab stop past the map)', () => {
  it("'Saltar el mapa' comes first and moves the focus past the map, the address unchanged", () => {
    render(
      <>
        <MapFrame containerRef={createRef()} status="ready">
          <button type="button">Marcador</button>
        </MapFrame>
        <button type="button">Retirar aquí</button>
      </>,
    );
    const skip = screen.getByRole('link', { name: 'Saltar el mapa' });
    const frame = skip.closest('.map-frame')!;
    expect(frame.querySelector('a, button')).toBe(skip);
    const before = window.location.href;
    fireEvent.click(skip);
    const end = screen.getByText('Fin del mapa');
    expect(document.activeElement).toBe(end);
    expect(end.tabIndex).toBe(-1);
    // where it lands is the frame's last element: the next Tab leaves the map
    expect(frame.lastElementChild).toBe(end);
    expect(window.location.href).toBe(before);
  });
});

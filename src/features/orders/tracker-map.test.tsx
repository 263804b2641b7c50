// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingPoint } from '../../api/order/tracking-points';
import type { MapHandle, MapSetup } from '../../ui/map/use-maplibre';
import { TrackerMap } from './tracker-map';
import type { TrackerMapProps } from './tracker-map-types';
import { orderIdOf } from '../../domain/order/order-id';

// no WebGL in jsdom: a stand-in map records what the tracker draws on it
const fake = vi.hoisted(() => {
  const markers: { element: HTMLElement; at: [number, number]; removed: boolean }[] = [];
  const sources = new Map<string, { data: unknown }>();
  const setups: unknown[] = [];
  const easeTo = vi.fn();
  class Marker {
    entry: { element: HTMLElement; at: [number, number]; removed: boolean };
    constructor({ element }: { element: HTMLElement }) {
      this.entry = { element, at: [0, 0], removed: false };
      markers.push(this.entry);
    }
    setLngLat(at: [number, number]) {
      this.entry.at = at;
      return this;
    }
    addTo() {
      return this;
    }
    remove() {
      this.entry.removed = true;
    }
  }
  const map = {
    getSource: (id: string) =>
      sources.has(id) ? { setData: (data: unknown) => sources.set(id, { data }) } : undefined,
    addSource: (id: string, spec: { data: unknown }) => sources.set(id, { data: spec.data }),
    addLayer: vi.fn(),
    getBounds: () => ({
      contains: ([lng, lat]: [number, number]) => lat < 13.75 && lng < -89.2,
    }),
    easeTo,
  };
  return { markers, sources, setups, easeTo, map, lib: { Marker } };
});

vi.mock('../../ui/map/use-maplibre', () => ({
  useMaplibre: (setup: MapSetup): MapHandle => {
    fake.setups.push(setup);
    return {
      containerRef: { current: null },
      status: 'ready',
      map: fake.map as unknown as MapHandle['map'],
      lib: fake.lib as unknown as MapHandle['lib'],
    };
  },
}));

const point = (index: number, latitude: number): TrackingPoint => ({
  id: index,
  orderId: orderIdOf(41),
  index,
  latitude,
  longitude: -89.24,
  velocity: 20,
  trackerDelivery: true,
  driverMinutes: null,
});

const base: TrackerMapProps = {
  shopName: 'Zona Rosa',
  shop: { latitude: 13.699, longitude: -89.241 },
  destination: { latitude: 13.7065, longitude: -89.239 },
  route: [],
  driver: null,
};

const live = () => fake.markers.filter((m) => !m.removed);
const labels = () => live().map((m) => m.element.getAttribute('aria-label'));

afterEach(() => {
  cleanup();
  fake.markers.length = 0;
  fake.sources.clear();
  fake.setups.length = 0;
  fake.easeTo.mockClear();
});

describe('tracker map (§2.1, §9)', () => {
  it('fits the shop and the destination up to the tracker zoom, with named markers', () => {
    render(<TrackerMap {...base} />);
    expect(fake.setups[0]).toMatchObject({
      bounds: [
        [-89.241, 13.699],
        [-89.239, 13.7065],
      ],
      fitMaxZoom: 14,
    });
    expect(labels()).toEqual(['Tienda: Zona Rosa', 'Lugar de entrega']);
    expect(live().every((m) => m.element.getAttribute('role') === 'img')).toBe(true);
    expect(fake.sources.get('tracker-route')?.data).toEqual({
      type: 'FeatureCollection',
      features: [],
    });
  });

  it('moves the driver marker and the route as points arrive, following the driver', () => {
    const route = [point(1, 13.7), point(2, 13.71)];
    const { rerender } = render(<TrackerMap {...base} route={route} driver={route[1]!} />);
    expect(labels()).toContain('Tu repartidor');
    const line = fake.sources.get('tracker-route')?.data as { geometry: { coordinates: unknown } };
    expect(line.geometry.coordinates).toEqual([
      [-89.24, 13.7],
      [-89.24, 13.71],
    ]);
    expect(fake.easeTo).not.toHaveBeenCalled();

    const further = [...route, point(3, 13.8)];
    rerender(<TrackerMap {...base} route={further} driver={further[2]!} />);
    const drivers = live().filter((m) => m.element.getAttribute('aria-label') === 'Tu repartidor');
    expect(drivers).toHaveLength(1);
    expect(drivers[0]!.at).toEqual([-89.24, 13.8]);
    // out of view: the map eases to the driver
    expect(fake.easeTo).toHaveBeenCalledWith(expect.objectContaining({ center: [-89.24, 13.8] }));
  });
});

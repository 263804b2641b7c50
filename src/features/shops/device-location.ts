import { useEffect, useSyncExternalStore } from 'react';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { geolocationLocate } from '../../ui/map/geolocation';

/** §5.6 the device's position for the shops list, as far as it is known. */
export interface DeviceLocation {
  point: GeoPoint | null;
  /** asking the device right now */
  locating: boolean;
  /** §8.2 why the last request failed, in Spanish; null when it did not */
  error: string | null;
}

let state: DeviceLocation = { point: null, locating: false, error: null };
const listeners = new Set<() => void>();
let checkedPermission = false;

function set(next: Partial<DeviceLocation>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * §5.6 asks the device where it is (the browser asks the customer the first time), as the
 * delivery map does: the fix the browser keeps then serves both alike.
 */
export async function deviceLocationRequest(): Promise<void> {
  if (state.locating) return;
  set({ locating: true, error: null });
  try {
    const point = await geolocationLocate();
    set({ point, locating: false });
  } catch (error) {
    set({ locating: false, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Whether the customer has already allowed this site to know the location (never asks). */
async function permissionGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    // no Permissions API: only a tap on the button asks
    return false;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => state;

/** §5.6 the device's position as far as it is known (asks nothing). */
export function useDeviceLocation(): DeviceLocation {
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * §5.6 the shops list on screen reads the device's position at once when the customer has
 * already allowed it (once per visit); otherwise only 'Ver las más cercanas' asks. Screens
 * that merely read the origin (the delivery page in home mode) ask nothing.
 */
export function useDeviceLocationWhenAllowed(): DeviceLocation {
  useEffect(() => {
    if (checkedPermission) return;
    checkedPermission = true;
    void permissionGranted().then((granted) => {
      if (granted && state.point === null) void deviceLocationRequest();
    });
  }, []);
  return useDeviceLocation();
}

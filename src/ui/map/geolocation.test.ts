import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_TIMEOUT_MS, geolocationErrorMessage, geolocationLocate } from './geolocation';

// A stand-in for the device's geolocation: it answers the way the browser API would.
type Answer =
  | { ok: true; latitude: number; longitude: number }
  | { ok: false; code: number }
  | { throws: true };

function fakeDevice(answer: Answer) {
  const calls: (PositionOptions | undefined)[] = [];
  const geolocation = {
    getCurrentPosition(
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) {
      calls.push(options);
      if ('throws' in answer) throw new Error('bloqueado por la política del sitio');
      queueMicrotask(() => {
        if (answer.ok) {
          success({
            coords: { latitude: answer.latitude, longitude: answer.longitude, accuracy: 10 },
            timestamp: 0,
          } as GeolocationPosition);
        } else {
          failure?.({
            code: answer.code,
            message: 'device',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError);
        }
      });
    },
  };
  vi.stubGlobal('navigator', { geolocation });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('geolocationLocate', () => {
  it('resolves with the device position', async () => {
    fakeDevice({ ok: true, latitude: 13.7031, longitude: -89.2279 });
    await expect(geolocationLocate()).resolves.toEqual({ latitude: 13.7031, longitude: -89.2279 });
  });

  it('asks the device with the §9 5000 ms timeout, or the one given', async () => {
    const calls = fakeDevice({ ok: true, latitude: 1, longitude: 2 });
    await geolocationLocate();
    await geolocationLocate({ timeout: 1000, enableHighAccuracy: false });
    expect(GEOLOCATION_TIMEOUT_MS).toBe(5000);
    expect(calls[0]).toMatchObject({ timeout: 5000, enableHighAccuracy: true });
    expect(calls[1]).toMatchObject({ timeout: 1000, enableHighAccuracy: false });
  });

  it.each([
    [1, 'Verifica que la ubicación de tu dispositivo este activa.'],
    [2, 'Ubicación de tu dispositivo no esta disponible.'],
    [3, 'Ubicación de tu dispositivo tardo mucho.'],
  ])('rejects error code %i with the §8.2 message', async (code, message) => {
    fakeDevice({ ok: false, code });
    const error = await geolocationLocate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(message);
  });

  it('says the system does not support it when there is no geolocation', async () => {
    vi.stubGlobal('navigator', {});
    await expect(geolocationLocate()).rejects.toThrow(
      new Error('Este sistema no soporta geolocalización'),
    );
    vi.stubGlobal('navigator', undefined);
    await expect(geolocationLocate()).rejects.toThrow('Este sistema no soporta geolocalización');
  });

  it('says the same when the device refuses by throwing', async () => {
    fakeDevice({ throws: true });
    await expect(geolocationLocate()).rejects.toThrow('Este sistema no soporta geolocalización');
  });
});

describe('geolocationErrorMessage', () => {
  it('treats an unknown code as an unavailable position', () => {
    expect(geolocationErrorMessage(0)).toBe('Ubicación de tu dispositivo no esta disponible.');
    expect(geolocationErrorMessage(99)).toBe('Ubicación de tu dispositivo no esta disponible.');
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as DeviceLocationModule from './device-location';

// §5.6 the device's position for the shops list: read at once only when already allowed,
// otherwise asked with 'Ver las más cercanas'; a refusal says why (§8.2).

type Answer = { ok: GeolocationCoordinates } | { error: number };

function stubDevice(permission: PermissionState, answer: Answer) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('ok' in answer) ok({ coords: answer.ok } as GeolocationPosition);
    else fail?.({ code: answer.error } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition },
    permissions: { query: () => Promise.resolve({ state: permission }) },
  });
  return getCurrentPosition;
}

async function fresh(): Promise<typeof DeviceLocationModule> {
  vi.resetModules();
  const module = await import('./device-location');
  const nearby = await import('./shops-nearby');
  function Probe() {
    const { point } = module.useDeviceLocation();
    return (
      <>
        <nearby.ShopsNearby />
        <p>{point ? `${point.latitude},${point.longitude}` : 'sin ubicación'}</p>
      </>
    );
  }
  render(<Probe />);
  return module;
}

const santaAna = { latitude: 13.98, longitude: -89.56 } as GeolocationCoordinates;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('device location of the shops list (§5.6)', () => {
  it('already allowed: read at once, and no button', async () => {
    const locate = stubDevice('granted', { ok: santaAna });
    await fresh();
    expect(await screen.findByText('13.98,-89.56')).toBeTruthy();
    expect(locate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Ver las más cercanas' })).toBeNull();
  });

  it('not yet allowed: nothing is asked until the button is pressed', async () => {
    const locate = stubDevice('prompt', { ok: santaAna });
    await fresh();
    await act(() => Promise.resolve());
    expect(locate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ver las más cercanas' }));
    expect(await screen.findByText('13.98,-89.56')).toBeTruthy();
  });

  it('refused: the §8.2 message, and the button stays to try again', async () => {
    stubDevice('prompt', { error: 1 });
    await fresh();
    await userEvent.click(screen.getByRole('button', { name: 'Ver las más cercanas' }));
    expect(
      await screen.findByText('Verifica que la ubicación de tu dispositivo este activa.'),
    ).toBeTruthy();
    expect(screen.getByText('sin ubicación')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver las más cercanas' })).toBeTruthy();
  });
});

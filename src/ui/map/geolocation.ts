import type { GeoPoint } from '../../domain/geo/geo-point';

/** §8.2 geolocation messages, shown to the customer word for word. */
export const GEOLOCATION_MESSAGES = {
  denied: 'Verifica que la ubicación de tu dispositivo este activa.',
  unavailable: 'Ubicación de tu dispositivo no esta disponible.',
  timeout: 'Ubicación de tu dispositivo tardo mucho.',
  unsupported: 'Este sistema no soporta geolocalización',
} as const;

/** §9 coordinates timeout, in milliseconds. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

// the codes of GeolocationPositionError, which is not defined outside browsers
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** §8.2 the message for a GeolocationPositionError code (anything unknown: unavailable). */
export function geolocationErrorMessage(code: number): string {
  if (code === PERMISSION_DENIED) return GEOLOCATION_MESSAGES.denied;
  if (code === TIMEOUT) return GEOLOCATION_MESSAGES.timeout;
  return GEOLOCATION_MESSAGES.unavailable;
}

export interface GeolocationLocateOptions {
  /** milliseconds the device may take once allowed; §9 5000 by default */
  timeout?: number;
  /** accept a fix this old, in milliseconds; 30 s by default */
  maximumAge?: number;
  enableHighAccuracy?: boolean;
}

/**
 * §3.2 / §8.2 the device's position. Rejects with an Error whose message is the §8.2
 * Spanish text: permission denied, position unavailable, timeout, or unsupported.
 */
export function geolocationLocate(options: GeolocationLocateOptions = {}): Promise<GeoPoint> {
  const geolocation =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator.geolocation as Geolocation | undefined);
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return Promise.reject(new Error(GEOLOCATION_MESSAGES.unsupported));
  }
  return new Promise<GeoPoint>((resolve, reject) => {
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          }),
        (error) => reject(new Error(geolocationErrorMessage(error.code))),
        {
          timeout: options.timeout ?? GEOLOCATION_TIMEOUT_MS,
          maximumAge: options.maximumAge ?? 30_000,
          enableHighAccuracy: options.enableHighAccuracy ?? true,
        },
      );
    } catch {
      // some browsers throw instead of answering (e.g. a policy blocks the feature)
      reject(new Error(GEOLOCATION_MESSAGES.unsupported));
    }
  });
}

import { deviceLocationRequest, useDeviceLocationWhenAllowed } from './device-location';

/**
 * §5.6 'Ver las más cercanas': asks for the device's location so the list (without a search)
 * puts the nearest shops first (read at once when already allowed); says why when the
 * device does not tell.
 */
export function ShopsNearby() {
  const { point, locating, error } = useDeviceLocationWhenAllowed();
  if (point !== null) return null;
  return (
    <div className="shops-nearby">
      <button
        type="button"
        className="button button--secondary shops-nearby__button"
        disabled={locating}
        aria-busy={locating || undefined}
        onClick={() => void deviceLocationRequest()}
      >
        {locating ? 'Buscando tu ubicación…' : 'Ver las más cercanas'}
      </button>
      {error ? (
        <p className="shops-nearby__error" role="status">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';

/** How long 'Agregar a mi bolsa' reads '¡Agregado!' after an add. */
export const ADDED_MOMENT_MS = 1800;

/**
 * The moment after an add, when the button says it worked; another add starts it again.
 * Returns whether it is on and the function that starts it.
 */
export function useAddedMoment(): [boolean, () => void] {
  const [adds, setAdds] = useState(0);
  // the add whose moment has passed
  const [ended, setEnded] = useState(0);
  useEffect(() => {
    if (adds === 0) return;
    const timer = setTimeout(() => setEnded(adds), ADDED_MOMENT_MS);
    return () => clearTimeout(timer);
  }, [adds]);
  return [adds > ended, useCallback(() => setAdds((n) => n + 1), [])];
}

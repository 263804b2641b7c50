import { lazy, Suspense, useState } from 'react';
import { HeartIcon } from '../../ui/icons';

// only a guest who taps a heart needs the dialog (and the dialog's module)
const FavoriteLoginDialog = lazy(() => import('./favorite-login-dialog'));

/**
 * §3.3 / §3.9 a guest's heart: never pressed, and a tap asks to log in. It carries none of
 * the favourites' store, so a visitor's first load pays nothing for favourites.
 */
export function FavoriteHeartGuest() {
  const [askLogin, setAskLogin] = useState(false);
  return (
    <>
      <button
        type="button"
        className="favorite-heart favorite-heart--button"
        aria-pressed={false}
        aria-label="Agregar a favoritos"
        onClick={() => setAskLogin(true)}
      >
        <HeartIcon />
      </button>
      {askLogin ? (
        <Suspense fallback={null}>
          <FavoriteLoginDialog onClose={() => setAskLogin(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

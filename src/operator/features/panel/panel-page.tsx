import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { OPERATOR_MESSAGES, OperatorApiError } from '../../api/operator-error';
import {
  OPERATOR_KEY,
  sessionLogout,
  sessionLogoutEverywhere,
  sessionQueryOptions,
} from '../../api/session';
import { OPERATOR_PATHS } from '../../operator-paths';
import { useOperatorTitle } from '../../operator-page';
import { staffRoleLabel, staffShopsLabel } from './staff-labels';

/** 'Cerrar sesión' on this device or on every one; then back to the login. */
function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const logout = async (end: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await end();
    } catch (failure) {
      // a session already gone is logged out all the same
      if (!(failure instanceof OperatorApiError && failure.status === 401)) {
        setError(failure instanceof OperatorApiError ? failure.message : OPERATOR_MESSAGES.server);
        setBusy(false);
        return;
      }
    }
    queryClient.removeQueries({ queryKey: OPERATOR_KEY });
    router.history.push(OPERATOR_PATHS.login);
  };
  return { error, busy, logout };
}

/** The frame of the shop's screens: who is working, for which shops, and the way out. */
function StaffBar() {
  const { data: staff } = useSuspenseQuery(sessionQueryOptions());
  const { error, busy, logout } = useLogout();
  return (
    <header className="op-bar">
      <p className="op-bar__brand">Tienda</p>
      <div className="op-bar__staff">
        <p className="op-bar__name">{staff.nombre}</p>
        <p className="op-bar__meta">
          {staffRoleLabel(staff.rol)} · {staffShopsLabel(staff)}
        </p>
      </div>
      <div className="op-bar__actions">
        <button
          className="op-button op-button--quiet"
          type="button"
          disabled={busy}
          onClick={() => void logout(sessionLogout)}
        >
          Cerrar sesión
        </button>
        <button
          className="op-button op-button--quiet"
          type="button"
          disabled={busy}
          onClick={() => void logout(sessionLogoutEverywhere)}
        >
          Cerrar sesión en todos los dispositivos
        </button>
      </div>
      <p className="op-bar__error" role="alert">
        {error}
      </p>
    </header>
  );
}

/** /operador: the frame with the shop's order board, which the next step of issue 35 fills. */
export function PanelPage() {
  useOperatorTitle('Pedidos');
  return (
    <div className="op-frame">
      <StaffBar />
      <main className="op-board">
        <h1>Pedidos</h1>
        <section className="op-board__empty" aria-label="Tablero de pedidos">
          <p>El tablero de pedidos todavía no está disponible.</p>
          <p>Cuando lo esté, aquí verás los pedidos de tus tiendas en cuanto lleguen.</p>
        </section>
      </main>
    </div>
  );
}

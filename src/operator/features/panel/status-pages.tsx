import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { OPERATOR_MESSAGES, OperatorApiError } from '../../api/operator-error';
import { OPERATOR_PATHS } from '../../operator-paths';
import { useOperatorTitle } from '../../operator-page';

/** An address of /operador that names no screen. */
export function NotFoundPage() {
  useOperatorTitle('Página no encontrada');
  return (
    <main className="op-status">
      <h1>Página no encontrada</h1>
      <p>
        <a href={OPERATOR_PATHS.board}>Ir a los pedidos</a>
      </p>
    </main>
  );
}

/** A screen that could not load (no connection, the server failed): say so, and try again. */
export function ErrorPage({ error }: ErrorComponentProps) {
  useOperatorTitle('No se pudo cargar');
  const router = useRouter();
  const message = error instanceof OperatorApiError ? error.message : OPERATOR_MESSAGES.server;
  return (
    <main className="op-status">
      <h1>No se pudo cargar</h1>
      <p role="alert">{message}</p>
      <button className="op-button" type="button" onClick={() => void router.invalidate()}>
        Reintentar
      </button>
    </main>
  );
}

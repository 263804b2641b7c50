import { ApiError } from '../../api/api-error';
import { toastPush } from '../../stores/ui';

// What the address screens say when something fails, in Spanish.

/** The reorder was not saved: the list is back as it was. */
export const SORT_FAILED =
  'No pudimos guardar el nuevo orden de tus direcciones. Inténtalo de nuevo.';
/** A list action could not reach the server (the server's own refusals toast themselves). */
export const ACTION_FAILED =
  'No pudimos completar la acción. Revisa tu conexión e inténtalo de nuevo.';

/** The list waits for a connection (it is never kept on the device). */
export const ADDRESSES_OFFLINE =
  'Sin conexión: verás tus direcciones en cuanto vuelvas a estar en línea.';

/** A transport failure (no envelope toasted it): toast `message`. */
export function toastUnlessAnswered(error: unknown, message: string): void {
  if (error instanceof ApiError && ['01', '02'].includes(error.code)) return;
  toastPush('error', message);
}

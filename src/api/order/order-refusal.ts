import { ApiError } from '../api-error';

/**
 * §8.1 an order call the server refused with a return code ('01'/'02'/'03', any status
 * below 500, e.g. 404 'Pedido no encontrado' or 409), as opposed to a transport failure
 * (network, timeout, 5xx, session, an unreadable answer).
 */
export function orderCallRefused(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    ['01', '02', '03'].includes(error.code) &&
    (error.status ?? 200) < 500
  );
}

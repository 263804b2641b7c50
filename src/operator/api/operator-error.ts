/**
 * A refused or failed operator call (the API contract of /api/operador): its HTTP status,
 * the contract's error code and the Spanish message shown as is.
 */
export class OperatorApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** seconds the server asks to wait (Retry-After), when it says */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'OperatorApiError';
  }
}

/** What the app says when the answer carries no message of the contract. */
export const OPERATOR_MESSAGES = {
  offline: 'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  server: 'Algo salió mal en el servidor. Inténtalo de nuevo en un momento.',
  sesion: 'Inicia sesión para continuar.',
  csrf: 'Tu sesión no es válida. Recarga la página e inténtalo de nuevo.',
  permiso: 'No tienes permiso para esta acción.',
  bloqueado: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  respuesta: 'El servidor respondió algo inesperado. Inténtalo de nuevo en un momento.',
} as const;

function fallbackFor(status: number): { code: string; message: string } {
  if (status === 401) return { code: 'sesion', message: OPERATOR_MESSAGES.sesion };
  if (status === 403) return { code: 'permiso', message: OPERATOR_MESSAGES.permiso };
  if (status === 429) return { code: 'bloqueado', message: OPERATOR_MESSAGES.bloqueado };
  if (status >= 500) return { code: 'servidor', message: OPERATOR_MESSAGES.server };
  return { code: 'respuesta', message: OPERATOR_MESSAGES.respuesta };
}

/** Retry-After in seconds (a number of seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The contract's `{ error: { code, message } }`, or null when the body is not that. */
function contractError(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string' || message.trim() === '') {
    return null;
  }
  return { code, message };
}

/** The error an answer that is not 2xx stands for, with the contract's Spanish message. */
export async function operatorErrorFrom(response: Response): Promise<OperatorApiError> {
  const body: unknown = await response.json().catch(() => null);
  const { code, message } = contractError(body) ?? fallbackFor(response.status);
  const wait = retryAfterSeconds(response.headers.get('retry-after'));
  return new OperatorApiError(response.status, code, message, wait);
}

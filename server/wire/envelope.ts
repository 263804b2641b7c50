/**
 * The protocol's single answer envelope (docs/protocol.md, §8.1): '00' ok, '01' warning,
 * '02' error or message, '03' blocked items / expired link, '04' (auth/login) an account
 * whose e-mail is not confirmed yet.
 */

export type ReturnCode = '00' | '01' | '02' | '03' | '04';

export interface Envelope {
  codigoRetorno: ReturnCode;
  mensajeRetorno: string;
  [key: string]: unknown;
}

export function ok(data: Record<string, unknown> = {}, mensaje = 'OK'): Envelope {
  return { codigoRetorno: '00', mensajeRetorno: mensaje, ...data };
}

export function fail(mensaje: string, codigo: ReturnCode = '02'): Envelope {
  return { codigoRetorno: codigo, mensajeRetorno: mensaje };
}

/** Spanish messages for the HTTP-level failures (docs/protocol.md "Bad requests"). */
export const MSG = {
  badRequest: 'Solicitud inválida',
  notFound: 'Servicio no encontrado',
  methodNotAllowed: 'Método no permitido: use POST',
  tooLarge: 'La solicitud es demasiado grande',
  unsupportedType:
    'Tipo de contenido no soportado: use application/x-www-form-urlencoded o multipart/form-data',
  loginRequired: 'Debes iniciar sesión',
  sessionRenewed: 'Sesión renovada, repite la solicitud',
  sessionExpired: 'Tu sesión expiró, inicia sesión de nuevo',
  passwordChangedElsewhere: 'Tu contraseña cambió en otro dispositivo. Inicia sesión de nuevo.',
  invalidSession: 'Sesión no válida',
  unexpected: 'Ocurrió un error inesperado, inténtalo más tarde',
  tooManyRequests:
    'Has hecho demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.',
} as const;

/**
 * An error that answers with the envelope: HTTP status, return code, Spanish message and
 * optional response headers (used by the token guard to hand out renewed tokens).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly codigo: ReturnCode = '02',
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (detail?: string) =>
  new ApiError(400, detail ? `${MSG.badRequest}: ${detail}` : MSG.badRequest);

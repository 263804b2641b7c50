/**
 * The operator calls' failures (docs/operator-api.md): a plain HTTP status with
 * `{ error: { code, message } }`, the message in Spanish shown as is.
 */
export class OperatorError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const OPERATOR_MESSAGES = {
  csrf: 'Tu sesión no es válida. Recarga la página e inténtalo de nuevo.',
  credenciales: 'Correo o contraseña incorrectos.',
  codigo: 'Ingresa el código de 6 dígitos de tu app de autenticación.',
  sesion: 'Inicia sesión para continuar.',
  permiso: 'No tienes permiso para esta acción.',
  totp: 'Activa la verificación en dos pasos para continuar.',
  totpActivo: 'La verificación en dos pasos ya está activa.',
  correo: 'Ya existe una cuenta de personal con ese correo.',
  propio: 'No puedes desactivar tu propia cuenta ni quitarte el rol de administrador.',
  noExiste: 'No existe esa cuenta de personal.',
  tienda: 'Una de las tiendas indicadas no existe.',
  noEncontrado: 'Recurso no encontrado.',
} as const;

/** 429: the minutes to wait, rounded up. */
export function blockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Demasiados intentos. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e inténtalo de nuevo.`;
}

export const operatorError = (status: number, code: keyof typeof OPERATOR_MESSAGES) =>
  new OperatorError(
    status,
    code === 'noExiste' || code === 'noEncontrado' ? 'no-existe' : code,
    OPERATOR_MESSAGES[code],
  );

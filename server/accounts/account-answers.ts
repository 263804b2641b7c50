/**
 * The account calls' answers in Spanish, word for word as the contract of issue 15 gives
 * them (the §5.2 field messages and §8.2 success texts live in src/domain/account).
 */
export const ACCOUNT_ANSWERS = {
  signupSent: 'Te enviamos un enlace para confirmar tu correo',
  loginWrong: 'Correo o contraseña incorrectos',
  notValidated: 'Debes confirmar tu correo para iniciar sesión',
  captchaNeeded: 'Completa la verificación para continuar',
  linkExpired: 'El enlace ha expirado',
  linkInvalid: 'Enlace no válido',
  recoverySent: 'Si el correo tiene una cuenta, te enviamos un enlace para cambiar tu contraseña',
  currentWrong: 'La contraseña actual no es correcta',
  unsubscribed: 'Ya no recibirás correos de promociones',
  deleted: 'Tu cuenta fue eliminada',
  unsubscribeInvalid: 'El enlace para dejar de recibir promociones no es válido',
} as const;

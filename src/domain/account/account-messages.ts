/** §5.2 the account forms' messages, word for word (§8.2 for the success texts). */
export const ACCOUNT_MESSAGES = {
  required: 'Este campo es requerido',
  email: 'Ingresa un correo electrónico válido',
  phone: 'Teléfono no válido',
  birthday: 'Fecha de nacimiento no válida',
  confirm: 'Contraseña y confirmación deben ser iguales',
  legacyCharacters: 'Carácteres válidos a-z, A-Z, 0-9, _.$@!¡¿?*-',
  legacyLength: 'Debe tener almenos 6 carácteres',
  newPassword:
    'La contraseña debe contener al menos: 8 caracteres sin espacios, una letra mayúscula, una letra minúscula, un número y un carácter especial',
} as const;

/** The hint under every new-password field: the §5.1 rule, said before it is broken. */
export const NEW_PASSWORD_HINT =
  '8 caracteres sin espacios, con mayúscula, minúscula, número y carácter especial';

/** §8.2 the account flows' success messages, word for word. */
export const ACCOUNT_SUCCESS = {
  profileSaved: 'Datos actualizados',
  passwordChanged: 'Contraseña actualizada',
  validated: 'Cuenta validada correctamente. Inicia sesión para continuar.',
  resent:
    'Se ha enviado un nuevo enlace de confirmacion a tu cuenta de correo. Revisa tu bandeja de entrada.',
} as const;

/** The profile's texts the customer reads (Spanish, es-SV). */
export const PROFILE_TEXT = {
  accountDeleted: 'Tu cuenta fue eliminada',
  unsubscribe: 'Dejar de recibir promociones',
} as const;

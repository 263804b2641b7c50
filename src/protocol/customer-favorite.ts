/**
 * §3.3 a customer's favourite products as they travel: cliente/favoritos answers
 * `data.data` rows of FavoriteRow; cliente/updateFavorito takes `idpds` and `oper`
 * (multipart).
 */

/** One favourite: the product's id. */
export interface FavoriteRow {
  IDPDS: number;
}

/** updateFavorito's `oper`: add or remove (both idempotent). */
export const FAVORITE_OPER = { add: 'A', remove: 'E' } as const;
export type FavoriteOper = (typeof FAVORITE_OPER)[keyof typeof FAVORITE_OPER];

/** Choice: how many favourites an account keeps. */
export const FAVORITE_LIMITS = { max: 100 } as const;

/** The product's refusals for favourites. */
export const FAVORITE_MESSAGES = {
  unknownProduct: 'Este producto ya no está disponible',
  tooMany: `Puedes guardar hasta ${FAVORITE_LIMITS.max} favoritos`,
} as const;

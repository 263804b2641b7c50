import type { FavoriteChangeKind } from '../../domain/favorites/favorites-merge';
import type { ProductId } from '../../domain/product-id';
import { FAVORITE_OPER, type FavoriteRow } from '../../protocol/customer-favorite';
import { wireAnswer, wireInt, wireList, wireMap, wireObject } from '../../protocol/wire';
import { apiRequest } from '../request';

// the id taken as its brand by a type assertion, as the menu's adapters do (decision 029)
const favoriteRowSchema = wireMap(
  wireObject({ IDPDS: wireInt }),
  (row: FavoriteRow) => row.IDPDS as ProductId,
);

/** cliente/favoritos answer: `data.data` rows of FavoriteRow, newest first → product ids. */
export const favoritesAnswerSchema = wireAnswer(
  wireMap(
    wireObject({ data: wireObject({ data: wireList(favoriteRowSchema) }) }),
    ({ data }): ProductId[] => data.data,
  ),
);

/**
 * §7 / §3.3 cliente/favoritos (secure, background, no body): the logged-in customer's
 * favourite product ids as the server holds them, newest first.
 */
export function clienteFavoritos(): Promise<ProductId[]> {
  return apiRequest('cliente/favoritos', {
    secure: true,
    background: true,
    empty: true,
    schema: favoritesAnswerSchema,
  });
}

/**
 * §7 / §3.3 cliente/updateFavorito (secure, multipart `idpds`, `oper` 'A' or 'E'): keeps or
 * lets go of one favourite. Idempotent on the server, so a change sent twice is harmless.
 * A refusal ('02': the product left the menu, too many favourites) toasts the server's
 * message and throws; so does a failed connection, without a toast.
 */
export async function clienteUpdateFavorito(
  productId: ProductId,
  kind: FavoriteChangeKind,
): Promise<void> {
  await apiRequest('cliente/updateFavorito', {
    secure: true,
    background: true,
    multipart: true,
    body: {
      idpds: String(productId),
      oper: kind === 'add' ? FAVORITE_OPER.add : FAVORITE_OPER.remove,
    },
  });
}

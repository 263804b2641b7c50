import { and, count, desc, eq } from 'drizzle-orm';
import {
  FAVORITE_LIMITS,
  FAVORITE_MESSAGES,
  FAVORITE_OPER,
  type FavoriteOper,
  type FavoriteRow,
} from '../../src/protocol/customer-favorite.ts';
import type { CartIndex } from '../chain/cart-index.ts';
import type { Database } from '../db/client.ts';
import { customerFavorites } from '../db/schema/customer-data.ts';
import { fail, ok, type Envelope } from '../wire/envelope.ts';
import { customerLock } from './customer-lock.ts';

/**
 * A customer's favourite products (§3.3, issue 16): cliente/favoritos reads them newest
 * first, cliente/updateFavorito adds ('A') or removes ('E') one, both idempotent.
 */

/** cliente/favoritos: `data: { data: FavoriteRow[] }`, newest first. */
export async function favoritesRead(db: Database, customerId: number): Promise<Envelope> {
  const rows = await db
    .select({ productId: customerFavorites.productId })
    .from(customerFavorites)
    .where(eq(customerFavorites.customerId, customerId))
    .orderBy(desc(customerFavorites.createdAt), desc(customerFavorites.id));
  const data: FavoriteRow[] = rows.map((row) => ({ IDPDS: row.productId }));
  return ok({ data: { data } });
}

/**
 * cliente/updateFavorito: product `productId` added to or removed from the customer's
 * favourites. Adding needs a product of the loaded menu ('02' unknownProduct) and room
 * (FAVORITE_LIMITS.max, '02' tooMany); adding a favourite again or removing a missing one
 * changes nothing and answers '00'. Runs under the customer's lock.
 */
export function favoriteUpdate(
  db: Database,
  menu: Pick<CartIndex, 'products'>,
  customerId: number,
  productId: number,
  oper: FavoriteOper,
  now: Date,
): Promise<Envelope> {
  const mine = and(
    eq(customerFavorites.customerId, customerId),
    eq(customerFavorites.productId, productId),
  );
  if (oper === FAVORITE_OPER.remove) {
    return db
      .delete(customerFavorites)
      .where(mine)
      .then(() => ok());
  }
  if (!menu.products.has(productId)) return Promise.resolve(fail(FAVORITE_MESSAGES.unknownProduct));
  return db.transaction(async (tx) => {
    await customerLock(tx, customerId);
    const [present] = await tx
      .select({ id: customerFavorites.id })
      .from(customerFavorites)
      .where(mine);
    if (present) return ok();
    const [held] = await tx
      .select({ n: count() })
      .from(customerFavorites)
      .where(eq(customerFavorites.customerId, customerId));
    if ((held?.n ?? 0) >= FAVORITE_LIMITS.max) return fail(FAVORITE_MESSAGES.tooMany);
    await tx.insert(customerFavorites).values({ customerId, productId, createdAt: now });
    return ok();
  });
}

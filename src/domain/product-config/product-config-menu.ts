import type { Channel, MenuProduct, OptionChoice, ProductOption } from '../menu';
import type { BaseSize, ProductSize } from '../menu-data';
import { PRODUCT_CONFIG_MAX_DEPTH, type ProductConfigMenu } from './product-config-state';

interface MenuIndex {
  products: Map<number, MenuProduct>;
  sizes: Map<number, ProductSize[]>;
  bases: Map<number, BaseSize[]>;
}

// the menu is immutable data: index it once per menu object, not once per lookup, so a
// revalidation of a large cart stays linear (§4.5)
const indexes = new WeakMap<ProductConfigMenu, MenuIndex>();

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

function menuIndex(menu: ProductConfigMenu): MenuIndex {
  let index = indexes.get(menu);
  if (!index) {
    const sizes = groupBy(menu.sizes, (s) => s.menuId);
    for (const list of sizes.values()) list.sort((a, b) => a.order - b.order || a.id - b.id);
    index = {
      products: new Map(menu.products.map((p) => [p.id, p])),
      sizes,
      bases: groupBy(menu.bases, (b) => b.menuId),
    };
    indexes.set(menu, index);
  }
  return index;
}

/** §3.3 a menu product by its menu id. */
export function productConfigMenuProduct(
  menu: ProductConfigMenu,
  id: number | null,
): MenuProduct | null {
  return id === null ? null : (menuIndex(menu).products.get(id) ?? null);
}

/** §3.3 a product's sizes (tamanios) by display order; the first one is the default. */
export function productConfigMenuSizes(
  menu: ProductConfigMenu,
  productId: number,
): readonly ProductSize[] {
  return menuIndex(menu).sizes.get(productId) ?? [];
}

/** §3.3 / §2.9 the bases (masas) of a product at a size, in menu order. */
export function productConfigMenuBases(
  menu: ProductConfigMenu,
  productId: number,
  sizeId: number | null,
): BaseSize[] {
  const all = menuIndex(menu).bases.get(productId) ?? [];
  return all.filter((b) => b.sizeId === sizeId);
}

/** §3.3 whether a product has any base × size pair at all. */
export function productConfigMenuHasBases(menu: ProductConfigMenu, productId: number): boolean {
  return (menuIndex(menu).bases.get(productId)?.length ?? 0) > 0;
}

/** §3.3 the base × size pair (PA, PM, PE, PI) of a base at a size. */
export function productConfigMenuPair(
  menu: ProductConfigMenu,
  productId: number,
  sizeId: number | null,
  baseId: number | null,
): BaseSize | null {
  if (baseId === null) return null;
  return productConfigMenuBases(menu, productId, sizeId).find((b) => b.baseId === baseId) ?? null;
}

/** §9 whether a product sold on `productChannel` serves the delivery channel. */
export function productConfigChannelServes(productChannel: Channel, channel: Channel): boolean {
  return productChannel === 'TODOS' || channel === 'TODOS' || productChannel === channel;
}

/** §5.4 an option exists only for its size (S), or for every size when it has none. */
export function productConfigOptionActive(option: ProductOption, sizeId: number | null): boolean {
  return option.sizeId === null || option.sizeId === sizeId;
}

/**
 * §5.4 / §4.5 whether a choice can be chosen: shown for the size (T null or the chosen size),
 * its product serves the channel, and for a P option its product exists in the menu and may
 * be configured at this depth.
 */
export function productConfigChoiceFits(
  menu: ProductConfigMenu,
  option: ProductOption,
  choice: OptionChoice,
  at: { sizeId: number | null; channel: Channel; depth: number },
): boolean {
  if (choice.sizeId !== null && choice.sizeId !== at.sizeId) return false;
  const chosen = productConfigMenuProduct(menu, choice.menuId);
  if (chosen && !productConfigChannelServes(chosen.channel, at.channel)) return false;
  if (option.type !== 'P') return true;
  return chosen !== null && at.depth + 1 <= PRODUCT_CONFIG_MAX_DEPTH;
}

/**
 * §3.4 whether a configured unit starts with an entry for the product itself: products with
 * sizes, bases or ingredient lists carry their size, base and ingredients in it.
 */
export function productConfigHasOwnEntry(menu: ProductConfigMenu, product: MenuProduct): boolean {
  return (
    productConfigMenuSizes(menu, product.id).length > 0 ||
    productConfigMenuHasBases(menu, product.id) ||
    product.defaultIngredients !== null ||
    product.extraIngredients !== null
  );
}
